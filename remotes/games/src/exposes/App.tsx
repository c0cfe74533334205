import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@site/ui';

const GamesHubPage = lazy(() => import('../features/hub/GamesHubPage'));

/** The games remote's routes; the shell mounts this under its root catch-all. */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading game" />}>
      <Routes>
        <Route path="/games" element={<GamesHubPage />} />
      </Routes>
    </Suspense>
  );
}
