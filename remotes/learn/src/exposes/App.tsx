import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@site/ui';

const QuizListPage = lazy(() => import('../features/quizzes/QuizListPage'));

/** The learn remote's routes; the shell mounts this under its root catch-all. */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Routes>
        <Route path="/quizzes" element={<QuizListPage />} />
      </Routes>
    </Suspense>
  );
}
