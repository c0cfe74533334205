import { findSiteRoute } from './find-site-route.js';
import { ROUTES, SITE_ROUTES } from './table.js';

describe('SITE_ROUTES', () => {
  it('lists every route of the table once, with its id', () => {
    expect(SITE_ROUTES.map((route) => route.id)).toEqual(Object.keys(ROUTES));
    expect(new Set(SITE_ROUTES.map((route) => route.path)).size).toBe(SITE_ROUTES.length);
  });

  it('finds each route by its own path', () => {
    for (const route of SITE_ROUTES) {
      const sample = route.path.replace(/:\w+/g, 'x-sample');
      expect(findSiteRoute(sample)?.id).toBe(route.id);
    }
  });

  it('carries the guard only where the table sets one', () => {
    expect(SITE_ROUTES.filter((route) => route.guard).map((route) => [route.id, route.guard])).toEqual([
      ['dashboard', 'user'],
      ['profile', 'user'],
      ['settings', 'user'],
      ['bookmarks', 'user'],
      ['courseEnroll', 'user'],
      ['admin', 'admin'],
      ['adminUsers', 'admin'],
      ['adminTopics', 'admin'],
      ['adminEssays', 'admin'],
      ['adminEssayNew', 'admin'],
      ['adminEssay', 'admin'],
      ['adminJournal', 'admin'],
      ['adminJournalNew', 'admin'],
      ['adminJournalEntry', 'admin'],
      ['adminNewsletter', 'admin'],
      ['adminQuizzes', 'admin'],
      ['adminQuizNew', 'admin'],
      ['adminQuiz', 'admin'],
      ['adminMedia', 'admin'],
      ['adminCourses', 'admin'],
      ['adminCourseNew', 'admin'],
      ['adminCourse', 'admin'],
      ['adminLessonNew', 'admin'],
      ['adminLesson', 'admin'],
      ['adminPodcast', 'admin'],
      ['adminEpisodeNew', 'admin'],
      ['adminEpisode', 'admin'],
      ['adminPapers', 'admin'],
      ['adminPaperNew', 'admin'],
      ['adminPaper', 'admin'],
      ['adminRecordings', 'admin'],
      ['adminRecordingNew', 'admin'],
      ['adminRecording', 'admin'],
      ['adminBooks', 'admin'],
      ['adminBookNew', 'admin'],
      ['adminBook', 'admin'],
      ['adminAudit', 'admin'],
      ['adminExport', 'admin'],
      ['adminInbox', 'admin'],
      ['adminReleases', 'admin'],
    ]);
  });
});
