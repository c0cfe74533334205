import { PageMeta } from '@site/shell-api';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { useSearchParams } from 'react-router-dom';
import { InboxList } from './InboxList';
import { InboxThreadView } from './InboxThreadView';
import { readInboxParams } from './inbox-params';
import { useInboxStream } from './use-inbox-stream';
import './inbox.css';

/** Contact messages, chat conversations and notices from the site in one list, the open thread beside it, kept live. */
export default function InboxPage() {
  const [search] = useSearchParams();
  const params = readInboxParams(search);
  const announcement = useInboxStream();

  return (
    <article className="admin-inbox">
      <PageMeta {...PAGE_HEADS.adminInbox} path={pathTo('adminInbox')} />
      <h1>Inbox</h1>
      <p className="admin-inbox__live" role="status">
        {announcement}
      </p>
      <div className="admin-inbox__columns">
        <InboxList params={params} />
        {params.open ? (
          <InboxThreadView key={`${params.open.kind}:${params.open.id}`} kind={params.open.kind} id={params.open.id} />
        ) : (
          <p className="admin-inbox__hint">Choose a message to read it and answer.</p>
        )}
      </div>
    </article>
  );
}
