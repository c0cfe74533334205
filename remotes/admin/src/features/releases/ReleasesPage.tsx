import { useQuery } from '@tanstack/react-query';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { DeployTokens } from './DeployTokens';
import { RemoteReleaseCard } from './RemoteReleaseCard';
import { releasesQuery } from './api/releases';
import { ruleText } from './release-text';
import '../editing/editing.css';
import '../layout/admin-table.css';
import './releases.css';

/**
 * Each remote's stable release and canary, steered by hand and followed as they change, and the deploy tokens teams
 * release with.
 */
export default function ReleasesPage() {
  const { data, isPending, error } = useQuery(releasesQuery());
  return (
    <article className="admin-page admin-page--sections">
      <PageMeta {...PAGE_HEADS.adminReleases} path={pathTo('adminReleases')} />
      <h1>Releases</h1>
      {isPending ? (
        <Spinner label="Loading the releases" />
      ) : !data ? (
        <p role="alert">The releases could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          {/* A refresh that failed leaves what was last read on screen, and says so. */}
          {error ? <p role="alert">The releases could not be refreshed: {serverMessage(error)}</p> : null}
          <p>{ruleText(data.rule)}</p>
          {data.remotes.map((state) => (
            <RemoteReleaseCard key={state.remote} state={state} />
          ))}
        </>
      )}
      <DeployTokens />
    </article>
  );
}
