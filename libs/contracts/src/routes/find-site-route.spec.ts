import { findSiteRoute } from './find-site-route.js';

describe('findSiteRoute', () => {
  it.each([
    ['/', 'home', 'shell'],
    ['/essays', 'essays', 'content'],
    ['/essay/the-arithmetic-of-attention', 'essay', 'content'],
    ['/sharing-the-sacred', 'sharingTheSacred', 'content'],
    ['/topic/Cognitive%20Science', 'topic', 'content'],
    ['/search', 'search', 'content'],
    ['/multi-column-example', 'multiColumnExample', 'content'],
    ['/services', 'services', 'content'],
    ['/integrations', 'integrations', 'content'],
    ['/contact', 'contact', 'content'],
    ['/newsletter/confirm', 'newsletterConfirm', 'content'],
    ['/library', 'library', 'library'],
    ['/library/books', 'libraryBooks', 'library'],
    ['/library/academic', 'libraryAcademic', 'library'],
    ['/library/document/incompleteness-without-mysticism', 'libraryDocument', 'library'],
    ['/library/audio', 'libraryAudio', 'library'],
    ['/podcast', 'podcast', 'library'],
    ['/podcast/episode/1', 'podcastEpisode', 'library'],
    ['/podcast/episode/why-we-keep-notebooks', 'podcastEpisode', 'library'],
    ['/learn', 'learn', 'learn'],
    ['/courses/logic-and-proof', 'course', 'learn'],
    ['/courses/logic-and-proof/enroll', 'courseEnroll', 'learn'],
    ['/quizzes/spatial-iq-test', 'spatialIqTest', 'learn'],
    ['/quizzes/spatial-iq-test/results', 'spatialIqResults', 'learn'],
    ['/quizzes/logic-basics', 'quiz', 'learn'],
    ['/games/sudoku', 'sudoku', 'games'],
    ['/game-of-life', 'gameOfLife', 'games'],
    ['/admin', 'admin', 'admin'],
  ])('%s is the route %s of %s', (path, id, owner) => {
    expect(findSiteRoute(path)).toMatchObject({ id, owner });
  });

  it('accepts a trailing slash', () => {
    expect(findSiteRoute('/essays/')?.id).toBe('essays');
  });

  it('guards the account screens, enrolment and the admin area', () => {
    expect(findSiteRoute('/dashboard')?.guard).toBe('user');
    expect(findSiteRoute('/courses/x/enroll')?.guard).toBe('user');
    expect(findSiteRoute('/admin')?.guard).toBe('admin');
    expect(findSiteRoute('/essays')?.guard).toBeUndefined();
  });

  it('knows nothing of other paths', () => {
    expect(findSiteRoute('/nope')).toBeUndefined();
    expect(findSiteRoute('/games/chess/extra')).toBeUndefined();
    expect(findSiteRoute('/essays/x/y')).toBeUndefined();
  });
});
