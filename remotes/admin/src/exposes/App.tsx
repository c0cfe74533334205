import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@site/ui';

const AdminOverviewPage = lazy(() => import('../features/overview/AdminOverviewPage'));

/** The admin remote's routes; the shell mounts it only for admins. */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Routes>
        <Route path="/admin" element={<AdminOverviewPage />} />
      </Routes>
    </Suspense>
  );
}
