import { PageMeta } from '@site/shell-api';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { RecentMessages } from './RecentMessages';
import { RecentSignups } from './RecentSignups';
import { SiteFigures } from './SiteFigures';
import './overview.css';

export default function AdminOverviewPage() {
  return (
    <article className="admin-overview">
      <PageMeta {...PAGE_HEADS.admin} path={pathTo('admin')} />
      <h1>Admin</h1>
      <SiteFigures />
      <div className="admin-overview__lists">
        <RecentSignups />
        <RecentMessages />
      </div>
    </article>
  );
}
