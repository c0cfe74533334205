import { serviceFor } from './service-routes.js';

describe('serviceFor', () => {
  it.each([
    ['/api/essays', 'content'],
    ['/api/journal/2026-09-02-a-morning-with-fog', 'content'],
    ['/api/elearning/quizzes/standalone', 'learn'],
    ['/api/games/results/me', 'learn'],
    ['/api/user/profile', 'identity'],
    ['/api/admin/users', 'identity'],
    ['/api/bookmarks/12', 'identity'],
    ['/api/admin/essays', 'content'],
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
});
