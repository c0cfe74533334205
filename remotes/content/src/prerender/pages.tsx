// Runs at build time only, in Node: the build renders these screens into dist/pages/, and the
// gateway puts each into its page's first HTML, so their text is there before any script runs.
import { ROUTES, type RouteIdsOf } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import ContactPage from '../features/contact/ContactPage';
import ArtGalleryPage from '../features/gallery/ArtGalleryPage';
import PhotographyPage from '../features/gallery/PhotographyPage';
import IntegrationsPage from '../features/integrations/IntegrationsPage';
import MultiColumnPage from '../features/multi-column/MultiColumnPage';
import NewsletterPage from '../features/newsletter/NewsletterPage';
import AboutPage from '../features/pages/AboutPage';
import PrivacyPage from '../features/pages/PrivacyPage';
import SolidarityPage from '../features/pages/SolidarityPage';
import ServicesPage from '../features/services/ServicesPage';

/** The content pages whose text is the remote's own: the same for every reader, with no parameters. */
export type PrerenderedRouteId = Extract<
  RouteIdsOf<'content'>,
  | 'about'
  | 'privacy'
  | 'gazaSolidarity'
  | 'services'
  | 'integrations'
  | 'multiColumnExample'
  | 'photography'
  | 'artGallery'
  | 'contact'
  | 'newsletter'
>;

/** A screen as the app first draws it for a visitor: no one signed in, nothing fetched yet. */
export function asVisitorSees(id: PrerenderedRouteId, Screen: ComponentType): ReactElement {
  const queryClient = new QueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[ROUTES[id].path]}>
        <Screen />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const SCREENS: Record<PrerenderedRouteId, ComponentType> = {
  about: AboutPage,
  privacy: PrivacyPage,
  gazaSolidarity: SolidarityPage,
  services: ServicesPage,
  integrations: IntegrationsPage,
  multiColumnExample: MultiColumnPage,
  photography: PhotographyPage,
  artGallery: ArtGalleryPage,
  contact: ContactPage,
  newsletter: NewsletterPage,
};

/** Route id → the element the build renders into `dist/pages/<id>.html`. */
export const pages = Object.fromEntries(
  Object.entries(SCREENS).map(([id, Screen]) => [id, asVisitorSees(id as PrerenderedRouteId, Screen)]),
) as Record<PrerenderedRouteId, ReactElement>;
