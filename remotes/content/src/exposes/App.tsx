import '../shared/content.css';
import { SHARING_THE_SACRED_SLUG, type RemoteModules } from '@site/contracts';
import { OwnedRoutes, type Screens } from '@site/shell-api';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { EssayPage, EssayRoute } from '../features/essay/EssayPage';
import { EssaysPage } from '../features/essays/EssaysPage';
import { JournalEntryPage } from '../features/journal/JournalEntryPage';
import { JournalPage } from '../features/journal/JournalPage';
import { SearchPage } from '../features/search/SearchPage';
import { TopicPage } from '../features/topics/TopicPage';
import { NotFound } from '../shared/NotFound';
import AboutPage from '../features/pages/AboutPage';
import PrivacyPage from '../features/pages/PrivacyPage';
import SolidarityPage from '../features/pages/SolidarityPage';

function SharingTheSacredPage() {
  return <EssayPage slug={SHARING_THE_SACRED_SLUG} />;
}

const screens: Screens<'content'> = {
  essays: EssaysPage,
  essay: EssayRoute,
  articles: EssaysPage,
  article: EssayRoute,
  entries: EssaysPage,
  entry: EssayRoute,
  sharingTheSacred: SharingTheSacredPage,
  topic: TopicPage,
  search: SearchPage,
  journal: JournalPage,
  journalEntry: JournalEntryPage,
  about: AboutPage,
  privacy: PrivacyPage,
  gazaSolidarity: SolidarityPage,
  // Rarely visited pages load on demand, so the essay screens' bundle stays as small as it was.
  multiColumnExample: lazy(() => import('../features/multi-column/MultiColumnPage')),
  services: lazy(() => import('../features/services/ServicesPage')),
  integrations: lazy(() => import('../features/integrations/IntegrationsPage')),
  photography: lazy(() => import('../features/gallery/PhotographyPage')),
  artGallery: lazy(() => import('../features/gallery/ArtGalleryPage')),
  contact: lazy(() => import('../features/contact/ContactPage')),
  newsletter: lazy(() => import('../features/newsletter/NewsletterPage')),
  newsletterConfirm: lazy(() => import('../features/newsletter/ConfirmPage')),
  newsletterUnsubscribe: lazy(() => import('../features/newsletter/UnsubscribePage')),
};

/** The content screens. The host renders this inside its router, so the paths are absolute. */
export default function App(_props: RemoteModules['content']['App']) {
  return (
    <OwnedRoutes
      owner="content"
      screens={screens}
      notFound={
        <NotFound what="Page">
          <p>There is no page at this address.</p>
          <p>
            <Link to="/">Go to the home page</Link>
          </p>
        </NotFound>
      }
    />
  );
}
