import { findSiteRoute } from './routes.js';

describe('findSiteRoute', () => {
  it.each([
    ['/', 'shell'],
    ['/essays', 'content'],
    ['/essay/the-arithmetic-of-attention', 'content'],
    ['/topic/Cognitive%20Science', 'content'],
    ['/courses/logic-and-proof', 'learn'],
    ['/courses/logic-and-proof/enroll', 'learn'],
    ['/quizzes/spatial-iq-test/results', 'learn'],
    ['/games/sudoku', 'games'],
    ['/game-of-life', 'games'],
    ['/library/document/kant', 'library'],
    ['/admin/users', 'admin'],
  ])('%s belongs to %s', (path, owner) => {
    expect(findSiteRoute(path)?.owner).toBe(owner);
  });

  it('guards the account screens and enrolment', () => {
    expect(findSiteRoute('/dashboard')?.guard).toBe('user');
    expect(findSiteRoute('/courses/x/enroll')?.guard).toBe('user');
    expect(findSiteRoute('/admin')?.guard).toBe('admin');
  });

  it('knows nothing of other paths', () => {
    expect(findSiteRoute('/nope')).toBeUndefined();
    expect(findSiteRoute('/games/chess/extra')).toBeUndefined();
    expect(findSiteRoute('/essays/x/y')).toBeUndefined();
  });
});
