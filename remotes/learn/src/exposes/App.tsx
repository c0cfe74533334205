import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import type { RemoteModules } from '@site/contracts';
import { OwnedRoutes, type Screens } from '@site/shell-api';
import { Spinner } from '@site/ui';

const QuizListPage = lazy(() => import('../features/quizzes/QuizListPage'));
const QuizPage = lazy(() => import('../features/player/QuizPage'));
const CourseListPage = lazy(() => import('../features/courses/CourseListPage'));
const CoursePage = lazy(() => import('../features/courses/CoursePage'));
const EnrollPage = lazy(() => import('../features/courses/EnrollPage'));
const IqResultsPage = lazy(() => import('../features/player/IqResultsPage'));
const AiTestPage = lazy(() => import('../features/ai-test/AiTestPage'));

/** A quiz addressed by slug or id; a new address starts afresh. */
function QuizRoute({ slug }: { slug?: string }) {
  const params = useParams();
  const key = slug ?? params.slug ?? '';
  return <QuizPage key={key} slug={key} />;
}

/** The quizzes that have a fixed address of their own. */
const namedQuiz = (slug: string) =>
  function NamedQuiz() {
    return <QuizRoute slug={slug} />;
  };

function CourseRoute() {
  const slug = useParams().slug ?? '';
  return <CoursePage key={slug} slug={slug} />;
}

function EnrollRoute() {
  const slug = useParams().slug ?? '';
  return <EnrollPage key={slug} slug={slug} />;
}

function SpatialIqResults() {
  return <IqResultsPage slug="spatial-iq-test" title="Spatial IQ Test" />;
}

const screens: Screens<'learn'> = {
  courses: CourseListPage,
  learn: CourseListPage,
  course: CourseRoute,
  courseEnroll: EnrollRoute,
  quizzes: QuizListPage,
  physicsQuiz: namedQuiz('physics-concepts'),
  mathematicsQuiz: namedQuiz('mathematics-concepts'),
  numericalIqTest: namedQuiz('numerical-iq-test'),
  spatialIqTest: namedQuiz('spatial-iq-test'),
  spatialIqResults: SpatialIqResults,
  quiz: QuizRoute,
  aiTest: AiTestPage,
};

/** The learn remote's routes; the shell mounts this under its root catch-all. */
export default function App(_props: RemoteModules['learn']['App']) {
  return <OwnedRoutes owner="learn" screens={screens} loading={<Spinner label="Loading" />} />;
}
