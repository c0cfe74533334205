import { PageMeta, structuredData } from '@site/ui';
import { useParams } from 'react-router-dom';
import { safeDecode } from '../../shared/safe-decode';
import { NO_FILTERS } from '../essays/essay-filters';
import { EssayList } from '../essays/EssayList';

/** /topic/:name (URL-encoded): the essays on one topic. */
export function TopicPage() {
  const name = safeDecode(useParams().name ?? '');
  const path = `/topic/${encodeURIComponent(name)}`;
  const description = `Essays on ${name}.`;
  return (
    <div className="content-page">
      <PageMeta
        title={name}
        description={description}
        path={path}
        keywords={[name, 'essays']}
        structuredData={structuredData('CollectionPage', {
          name,
          description,
          url: `${window.location.origin}${path}`,
        })}
      />
      <header className="content-page__header">
        <h1>{name}</h1>
        <p>{description}</p>
      </header>
      <EssayList filters={{ ...NO_FILTERS, topic: name }} />
    </div>
  );
}
