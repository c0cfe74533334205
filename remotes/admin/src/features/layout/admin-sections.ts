import type { RouteIdsOf, StaticRouteId } from '@site/contracts';

/**
 * The admin area's sections, in the order its navigation lists them. A section names a route of
 * the table, so it enters this list together with its route and screen.
 */
export const ADMIN_SECTIONS: readonly { id: Extract<RouteIdsOf<'admin'>, StaticRouteId>; label: string }[] = [
  { id: 'admin', label: 'Overview' },
  { id: 'adminEssays', label: 'Essays' },
  { id: 'adminJournal', label: 'Journal' },
  { id: 'adminPodcast', label: 'Podcast' },
  { id: 'adminPapers', label: 'Papers' },
  { id: 'adminRecordings', label: 'Recordings' },
  { id: 'adminBooks', label: 'Books' },
  { id: 'adminMedia', label: 'Media' },
  { id: 'adminUsers', label: 'Users' },
  { id: 'adminTopics', label: 'Topics' },
  { id: 'adminInbox', label: 'Inbox' },
  { id: 'adminNewsletter', label: 'Newsletter' },
  { id: 'adminQuizzes', label: 'Quizzes' },
  { id: 'adminCourses', label: 'Courses' },
  { id: 'adminAudit', label: 'Audit log' },
  { id: 'adminReleases', label: 'Releases' },
  { id: 'adminExport', label: 'Export' },
];
