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
  adminNewsletter: lazy(() => import('../features/newsletter/NewsletterPage')),
  adminQuizzes: lazy(() => import('../features/quizzes/QuizzesPage')),
  adminQuizNew: lazy(() => import('../features/quizzes/NewQuizPage')),
  adminQuiz: lazy(() => import('../features/quizzes/QuizPage')),
  adminAudit: lazy(() => import('../features/audit/AuditPage')),
  adminExport: lazy(() => import('../features/transfer/TransferPage')),
  adminInbox: lazy(() => import('../features/inbox/InboxPage')),
};

/** The admin remote's routes; the shell mounts it only for admins. */
export default function App(_props: RemoteModules['admin']['App']) {
  return (
    <AdminLayout>
      <OwnedRoutes owner="admin" screens={screens} loading={<Spinner label="Loading" />} />
    </AdminLayout>
  );
}
