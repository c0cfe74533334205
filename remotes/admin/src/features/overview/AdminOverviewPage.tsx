import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/ui';
import { ReaderAccounts } from './ReaderAccounts';

export default function AdminOverviewPage() {
  return (
    <article>
      <PageMeta {...PAGE_HEADS.admin} path={pathTo('admin')} />
      <h1>Admin</h1>
      <ReaderAccounts />
    </article>
  );
}
