import { serviceFor } from './service-routes.js';

describe('serviceFor', () => {
  it.each([
    ['/api/essays', 'content'],
    ['/api/journal/2026-09-02-a-morning-with-fog', 'content'],
    ['/api/elearning/quizzes/standalone', 'learn'],
    ['/api/games/results/me', 'learn'],
    ['/api/admin/quizzes/12/status', 'learn'],
    ['/api/user/profile', 'identity'],
    ['/api/account/password-reset/confirm', 'identity'],
    ['/api/admin/users', 'identity'],
    ['/api/bookmarks/12', 'identity'],
    ['/api/admin/essays', 'content'],
    ['/api/admin/topics/Physics', 'content'],
    ['/api/admin/content/stats', 'content'],
    ['/api/admin/audience/stats', 'audience'],
    ['/api/contact', 'audience'],
    ['/api/chat/conversations/7/stream', 'audience'],
    ['/api/admin/inbox/chat/7', 'audience'],
    ['/api/newsletter/unsubscribe', 'audience'],
    ['/api/admin/newsletter/issues/3/send', 'audience'],
    ['/api/library/positions', 'content'],
    ['/api/podcast/episodes/surprise-measured', 'content'],
  ])('%s goes to %s', (path, service) => {
    expect(serviceFor(path)).toBe(service);
  });

  it('never forwards internal endpoints', () => {
    expect(serviceFor('/api/internal/verify-credentials')).toBeNull();
  });

  it('matches whole path segments only', () => {
    expect(serviceFor('/api/elearningx')).toBe('content');
    expect(serviceFor('/api/internals')).toBe('content');
  });

  it.each([
    ['/rss.xml', 'content'],
    ['/feed.json', 'content'],
    ['/topic/Human%20Experience/atom.xml', 'content'],
    ['/topic/{name}/rss.xml', 'content'],
    ['/sitemaps/essays.xml', 'content'],
    ['/sitemaps/courses.xml', 'learn'],
    ['/media/audio/surprise-measured-e5b3f87eed.mp3', 'content'],
    ['/podcast/feed.xml', 'content'],
    ['/podcast/episodes/surprise-measured/transcript.vtt', 'content'],
    ['/podcast/episodes/surprise-measured/chapters.json', 'content'],
  ])('forwards the file %s to %s', (path, service) => {
    expect(serviceFor(path)).toBe(service);
  });

  it("leaves the app's pages and unknown files to the gateway", () => {
    expect(serviceFor('/topic/Philosophy')).toBeNull();
    expect(serviceFor('/topic/a/b/rss.xml')).toBeNull();
    expect(serviceFor('/rss.xml.bak')).toBeNull();
    expect(serviceFor('/sitemaps/other.xml')).toBeNull();
    expect(serviceFor('/podcast')).toBeNull();
    expect(serviceFor('/podcast/episode/surprise-measured')).toBeNull();
    expect(serviceFor('/media/audio/nested/file.mp3')).toBeNull();
  });
});
