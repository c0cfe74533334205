import { lazy } from 'react';
import type { RemoteModules } from '@site/contracts';
import { OwnedRoutes, type Screens } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { PlayerProvider } from '../features/player/PlayerProvider';

const screens: Screens<'library'> = {
  library: lazy(() => import('../features/overview/OverviewPage')),
  libraryBooks: lazy(() => import('../features/books/BooksPage')),
  libraryAcademic: lazy(() => import('../features/academic/AcademicPage')),
  libraryDocument: lazy(() => import('../features/reader/DocumentPage')),
  libraryAudio: lazy(() => import('../features/audio/AudioPage')),
  podcast: lazy(() => import('../features/podcast/PodcastPage')),
  podcastEpisode: lazy(() => import('../features/podcast/EpisodePage')),
};

/** The library remote's routes; the shell mounts this under its root catch-all. */
export default function App(_props: RemoteModules['library']['App']) {
  return (
    // One player for every library and podcast page, so a recording plays on while the reader moves between them.
    <PlayerProvider>
      <OwnedRoutes owner="library" screens={screens} loading={<Spinner label="Loading" />} />
    </PlayerProvider>
  );
}
