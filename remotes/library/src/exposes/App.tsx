import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@site/ui';

const LibraryPage = lazy(() => import('../features/sections/LibraryPage'));

/** The library remote's routes; the shell mounts this under its root catch-all. */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Routes>
        <Route path="/library" element={<LibraryPage />} />
      </Routes>
    </Suspense>
  );
}
