import { useId } from 'react';
import type { ReleaseHealth, RemoteRelease } from '@site/contracts';
import { formatWhen, healthText, shortId } from './release-text';

interface ReleaseFactsProps {
  title: 'Stable' | 'Canary';
  release: RemoteRelease;
  health: ReleaseHealth | null;
  /** The canary's share of visitors and since when it has it. */
  share?: { percent: number; since: string };
}

/** One version of a remote as visitors get it: which build, who released it, and how it fares. */
export function ReleaseFacts({ title, release, health, share }: ReleaseFactsProps) {
  const headingId = useId();
  return (
    <section className="admin-release__version" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <dl>
        <dt>Version</dt>
        <dd>{release.version}</dd>
        <dt>Build</dt>
        <dd>
          <code>{shortId(release.buildId)}</code>
        </dd>
        {release.commit ? (
          <>
            <dt>Commit</dt>
            <dd>
              <code>{shortId(release.commit)}</code>
            </dd>
          </>
        ) : null}
        <dt>Released by</dt>
        <dd>{release.releasedBy}</dd>
        <dt>Released</dt>
        <dd>
          <time dateTime={release.releasedAt}>{formatWhen(release.releasedAt)}</time>
        </dd>
        {share ? (
          <>
            <dt>Share</dt>
            <dd>{share.percent} % of visitors</dd>
            <dt>Canary since</dt>
            <dd>
              <time dateTime={share.since}>{formatWhen(share.since)}</time>
            </dd>
          </>
        ) : null}
        <dt>Errors</dt>
        <dd>{health ? healthText(health) : 'Not counted yet'}</dd>
      </dl>
    </section>
  );
}
