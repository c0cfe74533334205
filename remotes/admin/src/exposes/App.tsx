import { lazy } from 'react';
import type { RemoteModules } from '@site/contracts';
import { OwnedRoutes, type Screens } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { AdminLayout } from '../features/layout/AdminLayout';

const screens: Screens<'admin'> = {
  admin: lazy(() => import('../features/overview/AdminOverviewPage')),
  adminUsers: lazy(() => import('../features/users/UsersPage')),
  adminTopics: lazy(() => import('../features/topics/TopicsPage')),
  adminEssays: lazy(() => import('../features/essays/EssaysPage')),
  adminEssayNew: lazy(() => import('../features/essays/EssayEditorPage')),
  adminEssay: lazy(() => import('../features/essays/EssayEditorPage')),
  adminJournal: lazy(() => import('../features/journal/JournalPage')),
  adminJournalNew: lazy(() => import('../features/journal/JournalEditorPage')),
  adminJournalEntry: lazy(() => import('../features/journal/JournalEditorPage')),
  adminNewsletter: lazy(() => import('../features/newsletter/NewsletterPage')),
  adminQuizzes: lazy(() => import('../features/quizzes/QuizzesPage')),
  adminQuizNew: lazy(() => import('../features/quizzes/NewQuizPage')),
  adminQuiz: lazy(() => import('../features/quizzes/QuizPage')),
  adminMedia: lazy(() => import('../features/media/MediaPage')),
  adminCourses: lazy(() => import('../features/courses/CoursesPage')),
  adminCourseNew: lazy(() => import('../features/courses/CourseEditorPage')),
  adminCourse: lazy(() => import('../features/courses/CourseEditorPage')),
  adminLessonNew: lazy(() => import('../features/courses/LessonEditorPage')),
  adminLesson: lazy(() => import('../features/courses/LessonEditorPage')),
  adminPodcast: lazy(() => import('../features/podcast/PodcastPage')),
  adminEpisodeNew: lazy(() => import('../features/podcast/EpisodeEditorPage')),
  adminEpisode: lazy(() => import('../features/podcast/EpisodeEditorPage')),
  adminPapers: lazy(() => import('../features/library-items/PapersPage')),
  adminPaperNew: lazy(() => import('../features/library-items/PaperEditorPage')),
  adminPaper: lazy(() => import('../features/library-items/PaperEditorPage')),
  adminRecordings: lazy(() => import('../features/library-items/RecordingsPage')),
  adminRecordingNew: lazy(() => import('../features/library-items/RecordingEditorPage')),
  adminRecording: lazy(() => import('../features/library-items/RecordingEditorPage')),
  adminBooks: lazy(() => import('../features/library-books/LibraryBooksPage')),
  adminBookNew: lazy(() => import('../features/library-books/BookEditorPage')),
  adminBook: lazy(() => import('../features/library-books/BookEditorPage')),
  adminAudit: lazy(() => import('../features/audit/AuditPage')),
  adminExport: lazy(() => import('../features/transfer/TransferPage')),
  adminInbox: lazy(() => import('../features/inbox/InboxPage')),
  adminReleases: lazy(() => import('../features/releases/ReleasesPage')),
};

/** The admin remote's routes; the shell mounts it only for admins. */
export default function App(_props: RemoteModules['admin']['App']) {
  return (
    <AdminLayout>
      <OwnedRoutes owner="admin" screens={screens} loading={<Spinner label="Loading" />} />
    </AdminLayout>
  );
}
