import { ApiError } from '@site/api-client';
import { pathTo } from '@site/contracts';
import { Button, PageMeta, Skeleton, structuredData } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { safeDecode } from '../../shared/safe-decode';
import { StatusMessage } from '../../shared/StatusMessage';
import { topicQuery } from './api/topic';
import { TopicSections } from './TopicSections';
import './topic-page.css';

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
      <StatusMessage title="Topic Not Found">
        <p>There is no topic called {name}.</p>
        <p>
          <Link to={pathTo('essays')}>Browse all essays</Link>
        </p>
      </StatusMessage>
    ) : (
      <StatusMessage tone="error" title="Error Loading Topic">
        <p>{error.message} Please try again.</p>
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </StatusMessage>
    );
  }

  const path = pathTo('topic', { name: topic.name });
  return (
    <div className="content-page content-topic">
      <PageMeta
        title={topic.name}
        description={topic.description}
        path={path}
        keywords={[topic.name]}
        structuredData={structuredData('CollectionPage', {
          name: topic.name,
          description: topic.description,
          url: `${window.location.origin}${path}`,
        })}
      />
      <header className="content-page__header">
        <h1>{topic.name}</h1>
        <p>{topic.description}</p>
      </header>
      <TopicSections name={topic.name} />
    </div>
  );
}
