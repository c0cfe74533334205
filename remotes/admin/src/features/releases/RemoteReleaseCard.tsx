import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RemoteReleaseState } from '@site/contracts';
import { toast } from '@site/shell-api';
import { CanaryShareForm } from './CanaryShareForm';
import { ConfirmAction } from './ConfirmAction';
import { ReleaseFacts } from './ReleaseFacts';
import { ReleaseHistory } from './ReleaseHistory';
import { ReleaseProblem } from './ReleaseProblem';
import { promoteCanaryMutation } from './api/promote-canary';
import { rollBackMutation } from './api/roll-back';
import { setCanaryShareMutation } from './api/set-canary-share';

/** One remote: its stable release and canary side by side, what may be done with them, and its history. */
export function RemoteReleaseCard({ state }: { state: RemoteReleaseState }) {
  const headingId = useId();
  const share = useMutation(setCanaryShareMutation());
  const promote = useMutation(promoteCanaryMutation());
  const rollBack = useMutation(rollBackMutation());
  // The last refusal of any of the three, shown until the next attempt.
  const [failure, setFailure] = useState<unknown>(null);
  const busy = share.isPending || promote.isPending || rollBack.isPending;
  const { remote, stable, canary, health } = state;

  const refused = (error: unknown) => setFailure(error);

  const saveShare = (percent: number) => {
    setFailure(null);
    share.mutate(
      { remote, percent },
      {
        onSuccess: (next) =>
          toast({
            title: 'Share saved',
            description: `The ${remote} canary now reaches ${next.canary?.percent ?? percent} % of visitors.`,
          }),
        onError: refused,
      },
    );
  };

  const promoteCanary = () => {
    setFailure(null);
    promote.mutate(remote, {
      onSuccess: (next) =>
        toast({
          title: 'Canary promoted',
          description: `${next.stable.version} is the stable release of ${remote} for every visitor.`,
        }),
      onError: refused,
    });
  };

  const goBack = () => {
    setFailure(null);
    rollBack.mutate(remote, {
      onSuccess: (next) =>
        toast(
          canary
            ? { title: 'Canary withdrawn', description: `Every visitor gets ${remote} ${next.stable.version}.` }
            : { title: 'Rolled back', description: `${remote} is back on ${next.stable.version}.` },
        ),
      onError: refused,
    });
  };

  return (
    <section className="admin-release" aria-labelledby={headingId}>
      <h2 id={headingId}>{remote}</h2>
      <p className="admin-hint">
        {canary
          ? `${canary.percent} % of visitors get the canary, the others the stable release. Views and errors are counted since the canary started.`
          : 'No canary: every visitor gets the stable release. Views and errors are counted over the last day.'}
      </p>
      <div className="admin-release__versions">
        <ReleaseFacts title="Stable" release={stable} health={health.stable} />
        {canary ? <ReleaseFacts title="Canary" release={canary.release} health={health.canary} share={canary} /> : null}
      </div>
      <div className="admin-release__actions">
        {canary ? (
          <>
            <CanaryShareForm
              key={`${canary.release.id}:${canary.percent}`}
              remote={remote}
              percent={canary.percent}
              busy={busy}
              onSave={saveShare}
            />
            <ConfirmAction
              label="Promote"
              target={remote}
              question={`Make ${canary.release.version} the stable release of ${remote} for every visitor?`}
              confirmLabel="Yes, promote it"
              variant="primary"
              disabled={busy}
              onConfirm={promoteCanary}
            />
          </>
        ) : null}
        <ConfirmAction
          label="Roll back"
          target={remote}
          question={
            canary
              ? `Withdraw the canary ${canary.release.version}? Every visitor gets ${stable.version} again.`
              : `Go back from ${stable.version} to the stable release before it, for every visitor?`
          }
          confirmLabel="Yes, roll back"
          variant="danger"
          disabled={busy}
          onConfirm={goBack}
        />
      </div>
      <ReleaseProblem error={failure} />
      <ReleaseHistory remote={remote} releases={state.history} />
    </section>
  );
}
