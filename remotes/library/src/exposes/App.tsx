import { lazy } from 'react';
import type { RemoteModules } from '@site/contracts';
import { OwnedRoutes, type Screens } from '@site/shell-api';
import { Spinner } from '@site/ui';

const screens: Screens<'library'> = {
  library: lazy(() => import('../features/sections/LibraryPage')),
};

/** The library remote's routes; the shell mounts this under its root catch-all. */
export default function App(_props: RemoteModules['library']['App']) {
  return <OwnedRoutes owner="library" screens={screens} loading={<Spinner label="Loading" />} />;
}
