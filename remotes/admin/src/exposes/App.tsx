import { lazy } from 'react';
import type { RemoteModules } from '@site/contracts';
import { OwnedRoutes, type Screens } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { AdminLayout } from '../features/layout/AdminLayout';

const screens: Screens<'admin'> = {
  admin: lazy(() => import('../features/overview/AdminOverviewPage')),
};

/** The admin remote's routes; the shell mounts it only for admins. */
export default function App(_props: RemoteModules['admin']['App']) {
  return (
    <AdminLayout>
      <OwnedRoutes owner="admin" screens={screens} loading={<Spinner label="Loading" />} />
    </AdminLayout>
  );
}
