import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { Spinner } from '@site/ui';

const QuizListPage = lazy(() => import('../features/quizzes/QuizListPage'));
const QuizPage = lazy(() => import('../features/player/QuizPage'));
const CourseListPage = lazy(() => import('../features/courses/CourseListPage'));
const CoursePage = lazy(() => import('../features/courses/CoursePage'));
const EnrollPage = lazy(() => import('../features/courses/EnrollPage'));
const IqResultsPage = lazy(() => import('../features/player/IqResultsPage'));

/** A quiz addressed by slug or id; a new address starts afresh. */
function QuizRoute({ slug }: { slug?: string }) {
  const params = useParams();
  const key = slug ?? params.slug ?? '';
  return <QuizPage key={key} slug={key} />;
}

function CourseRoute() {
  const slug = useParams().slug ?? '';
  return <CoursePage key={slug} slug={slug} />;
}

function EnrollRoute() {
  const slug = useParams().slug ?? '';
  return <EnrollPage key={slug} slug={slug} />;
}

const NAMED_QUIZZES = ['physics-concepts', 'mathematics-concepts', 'numerical-iq-test', 'spatial-iq-test'];

/** The learn remote's routes; the shell mounts this under its root catch-all. */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Routes>
        <Route path="/courses" element={<CourseListPage />} />
        <Route path="/learn" element={<CourseListPage />} />
        <Route path="/courses/:slug" element={<CourseRoute />} />
        <Route path="/courses/:slug/enroll" element={<EnrollRoute />} />
        <Route path="/quizzes" element={<QuizListPage />} />
        {NAMED_QUIZZES.map((slug) => (
          <Route key={slug} path={`/quizzes/${slug}`} element={<QuizRoute slug={slug} />} />
        ))}
        <Route
          path="/quizzes/spatial-iq-test/results"
          element={<IqResultsPage slug="spatial-iq-test" title="Spatial IQ Test" />}
        />
        <Route path="/quizzes/:slug" element={<QuizRoute />} />
      </Routes>
    </Suspense>
  );
}
