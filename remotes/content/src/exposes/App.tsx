import '../shared/content.css';
import { SHARING_THE_SACRED_PATH, SHARING_THE_SACRED_SLUG } from '@site/contracts';
import { Link, Route, Routes } from 'react-router-dom';
import { EssayPage, EssayRoute } from '../features/essay/EssayPage';
import { EssaysPage } from '../features/essays/EssaysPage';
import { JournalEntryPage } from '../features/journal/JournalEntryPage';
import { JournalPage } from '../features/journal/JournalPage';
import { SearchPage } from '../features/search/SearchPage';
import { TopicPage } from '../features/topics/TopicPage';
import { StatusMessage } from '../shared/StatusMessage';
import AboutPage from '../features/pages/AboutPage';
import PrivacyPage from '../features/pages/PrivacyPage';
import SolidarityPage from '../features/pages/SolidarityPage';

/** The content screens. The host renders this inside its router, so the paths are absolute. */
export default function App() {
  return (
    <Routes>
      <Route path="/essays" element={<EssaysPage />} />
      {/* Articles and entries are the essays under their older names (SPEC §2). */}
      <Route path="/articles" element={<EssaysPage />} />
      <Route path="/entries" element={<EssaysPage />} />
      <Route path="/entry/:slug" element={<EssayRoute />} />
      <Route path="/essay/:slug" element={<EssayRoute />} />
      <Route path="/article/:slug" element={<EssayRoute />} />
      <Route path={SHARING_THE_SACRED_PATH} element={<EssayPage slug={SHARING_THE_SACRED_SLUG} />} />
      <Route path="/topic/:name" element={<TopicPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/journal" element={<JournalPage />} />
      <Route path="/journal/:id" element={<JournalEntryPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/gaza-solidarity" element={<SolidarityPage />} />
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
  );
}
