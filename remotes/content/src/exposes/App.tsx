import { SHARING_THE_SACRED_PATH, SHARING_THE_SACRED_SLUG } from '@site/contracts';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { EssaysPage } from '../features/essays/EssaysPage';
import { JournalPage } from '../features/journal/JournalPage';
import { SearchPage } from '../features/search/SearchPage';
import { TopicPage } from '../features/topics/TopicPage';
import { PageLoading } from '../shared/PageLoading';
import { StatusMessage } from '../shared/StatusMessage';

// The pages that render markdown load it (and, for diagrams, mermaid) only when opened, so the
// lists stay light.
const EssayRoute = lazy(() => import('../features/essay/EssayPage').then((m) => ({ default: m.EssayRoute })));
const EssayPage = lazy(() => import('../features/essay/EssayPage').then((m) => ({ default: m.EssayPage })));
const JournalEntryPage = lazy(() =>
  import('../features/journal/JournalEntryPage').then((m) => ({ default: m.JournalEntryPage })),
);

/** The content screens. The host renders this inside its router, so the paths are absolute. */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/essays" element={<EssaysPage />} />
        <Route path="/essay/:slug" element={<EssayRoute />} />
        <Route path="/article/:slug" element={<EssayRoute />} />
        <Route path={SHARING_THE_SACRED_PATH} element={<EssayPage slug={SHARING_THE_SACRED_SLUG} />} />
        <Route path="/topic/:name" element={<TopicPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/journal" element={<JournalPage />} />
        <Route path="/journal/:id" element={<JournalEntryPage />} />
        <Route
          path="*"
          element={
            <StatusMessage title="Page Not Found">
              <p>There is no page at this address.</p>
              <p>
                <Link to="/">Go to the home page</Link>
              </p>
            </StatusMessage>
          }
        />
      </Routes>
    </Suspense>
  );
}
