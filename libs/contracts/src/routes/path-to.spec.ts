import { pathTo } from './path-to.js';

describe('pathTo', () => {
  it('gives the path of a route without parameters', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('essays')).toBe('/essays');
    expect(pathTo('spatialIqResults')).toBe('/quizzes/spatial-iq-test/results');
  });

  it('fills in every parameter', () => {
    expect(pathTo('essay', { slug: 'two-clocks' })).toBe('/essay/two-clocks');
    expect(pathTo('courseEnroll', { slug: 'logic-and-proof' })).toBe('/courses/logic-and-proof/enroll');
  });

  it('encodes each parameter as one path segment', () => {
    expect(pathTo('topic', { name: 'Cognitive Science' })).toBe('/topic/Cognitive%20Science');
    expect(pathTo('journalEntry', { id: 'a/b?c' })).toBe('/journal/a%2Fb%3Fc');
  });
});

describe('pathTo types', () => {
  it('refuses a missing parameter and an unknown route at compile time', () => {
    const neverCalled = () => [
      // @ts-expect-error the essay route needs its slug
      pathTo('essay'),
      // @ts-expect-error there is no such route
      pathTo('no-such-route'),
    ];
    expect(neverCalled).toBeInstanceOf(Function);
  });
});
