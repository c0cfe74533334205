import { ApiError } from '@site/api-client';
import { PAGE_HEADS, pathTo, type TopicDetail } from '@site/contracts';
import { Button, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CollectionHead } from '../../shared/head/CollectionHead';
import { NotFound } from '../../shared/NotFound';
import { safeDecode } from '../../shared/safe-decode';
import { StatusMessage } from '../../shared/StatusMessage';
import { essaysQuery } from '../essays/api/essays';
import { essayItems } from '../essays/essay-items';
import { listParams, NO_FILTERS, readPage } from '../essays/essay-filters';
import { topicQuery } from './api/topic';
import { TopicSections } from './TopicSections';
import './topic-page.css';

/** The topic's head names the essays on this page of it: the same query its essay list makes, so one request. */
function TopicHead({ topic }: { topic: TopicDetail }) {
  const page = readPage(useSearchParams()[0]);
  const { data } = useQuery(essaysQuery(listParams({ ...NO_FILTERS, topic: topic.name }, page)));
  return (
    <CollectionHead
      title={topic.name}
      description={topic.description}
      path={pathTo('topic', { name: topic.name })}
      keywords={[topic.name]}
      items={essayItems(data?.essays)}
      trail={[[PAGE_HEADS.essays.title, pathTo('essays')]]}
    />
  );
}

/** /topic/:name (URL-encoded): the topic's description and everything filed under it. */
export function TopicPage() {
  const name = safeDecode(useParams().name ?? '');
  const { data: topic, error, isPending, refetch } = useQuery(topicQuery(name));

  if (isPending) {
    return (
      <div className="content-page" role="status" aria-label="Loading topic">
        <Skeleton width="40%" height="2.5rem" />
        <Skeleton width="70%" />
      </div>
    );
  }
  if (error) {
    // 400 is a name no topic can have: for the reader, no topic at this address.
    return error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
      <NotFound what="Topic">
        <p>There is no topic called {name}.</p>
        <p>
          <Link to={pathTo('essays')}>Browse all essays</Link>
        </p>
      </NotFound>
    ) : (
      <StatusMessage tone="error" title="Error Loading Topic">
        <p>{error.message} Please try again.</p>
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </StatusMessage>
    );
  }

  return (
    <div className="content-page content-topic">
      <TopicHead topic={topic} />
      <header className="content-page__header">
        <h1>{topic.name}</h1>
        <p>{topic.description}</p>
      </header>
      <TopicSections name={topic.name} />
    </div>
  );
}
