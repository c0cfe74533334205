import {
  type BeforeApplicationShutdown,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  RELEASE_MESSAGES,
  type PreflightReport,
  type ReleaseHealth,
  type ReleaseRequest,
  type ReleasesOverview,
  type RemoteHealthCount,
  type RemoteName,
  type RemoteReleaseState,
} from '@site/contracts';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import { AudienceClient } from '../auth/audience-client.js';
import { IdentityClient } from '../auth/identity-client.js';
import { HealthCounter } from './health-counter.js';
import { Preflight } from './preflight.js';
import type { ReleaseCaller } from './release-caller.js';
import { ReleaseState } from './release-state.js';
import { ReleasesRepository, type StoredState } from './releases.repository.js';
import { breaksTheRule, healthComparison, ROLLBACK_RULE } from './rollback-rule.js';

/** Without a canary, a remote's health is counted over this last stretch. */
const HEALTH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What an action changed, for the audit log and the answer. */
interface Change {
  remote: RemoteName;
  summary: string;
  details: Record<string, unknown>;
}

/**
 * Releasing a remote: a pre-flighted build as a canary for a share of visitors, its share changed, promoted to
 * stable or withdrawn, by the author or by a team's deploy token for its own remote; and withdrawn by itself when
 * browsers report its error rate worse than the stable version's (`ROLLBACK_RULE`). Every change is made under a
 * lock of the remote's state row, recorded in the audit log in the author's words, and served by every replica
 * within a second.
 */
@Injectable()
export class Releases implements BeforeApplicationShutdown {
  private readonly logger = new Logger(Releases.name);
  private readonly counter: HealthCounter;

  constructor(
    private readonly repository: ReleasesRepository,
    private readonly state: ReleaseState,
    private readonly preflight: Preflight,
    private readonly audit: AuditLog,
    private readonly audience: AudienceClient,
    private readonly identity: IdentityClient,
  ) {
    this.counter = new HealthCounter(repository, (remotes) => this.judgeEach(remotes));
  }

  async overview(): Promise<ReleasesOverview> {
    const snapshot = await this.state.current();
    return { remotes: await this.statesOf([...snapshot.keys()]), rule: ROLLBACK_RULE };
  }

  async check(caller: ReleaseCaller, remote: RemoteName, manifestUrl: string): Promise<PreflightReport> {
    this.mayRelease(caller, remote);
    return (await this.preflight.check(remote, manifestUrl)).report;
  }

  /** A build as the remote's canary for `percent` of visitors; refused with every reason its pre-flight gave. */
  async release(caller: ReleaseCaller, { remote, manifestUrl, percent }: ReleaseRequest): Promise<RemoteReleaseState> {
    this.mayRelease(caller, remote);
    const { report, build } = await this.preflight.check(remote, manifestUrl);
    if (!report.ok || !build) {
      throw new UnprocessableEntityException({
        statusCode: 422,
        message: RELEASE_MESSAGES.refused,
        reasons: report.reasons,
      });
    }
    return this.change(caller, remote, async (manager, state) => {
      const id = await this.repository.addRelease(
        manager,
        {
          remote,
          manifestUrl,
          buildId: build.buildId,
          version: build.version,
          commit: build.commit,
          releasedBy: await this.nameOf(caller),
        },
        'canary',
      );
      if (state.canaryId)
        await this.repository.setStatus(manager, state.canaryId, 'withdrawn', 'replaced by a newer canary');
      await this.repository.saveState(manager, {
        ...state,
        canaryId: id,
        canaryPercent: percent,
        canarySince: new Date(),
      });
      return {
        remote,
        summary: `${remote} ${build.version} released as a canary to ${percent} % of visitors`,
        details: { remote, manifestUrl, version: build.version, buildId: build.buildId, percent },
      };
    });
  }

  async setShare(caller: ReleaseCaller, remote: RemoteName, percent: number): Promise<RemoteReleaseState> {
    this.mayRelease(caller, remote);
    return this.change(caller, remote, async (manager, state) => {
      const canary = await this.canaryOf(manager, state);
      await this.repository.saveState(manager, { ...state, canaryPercent: percent });
      return {
        remote,
        summary: `${remote} ${canary.version} canary now for ${percent} % of visitors`,
        details: { remote, version: canary.version, percent },
      };
    });
  }

  async promote(caller: ReleaseCaller, remote: RemoteName): Promise<RemoteReleaseState> {
    this.mayRelease(caller, remote);
    return this.change(caller, remote, async (manager, state) => {
      const canary = await this.canaryOf(manager, state);
      await this.repository.setStatus(manager, state.stableId, 'retired');
      await this.repository.setStatus(manager, canary.id, 'stable');
      await this.repository.saveState(manager, {
        ...state,
        stableId: canary.id,
        canaryId: null,
        canaryPercent: null,
        canarySince: null,
      });
      return {
        remote,
        summary: `${remote} ${canary.version} promoted to stable`,
        details: { remote, version: canary.version },
      };
    });
  }

  /** Withdraws the canary; without one, goes back to the stable release before the current one. */
  async rollBack(caller: ReleaseCaller, remote: RemoteName): Promise<RemoteReleaseState> {
    this.mayRelease(caller, remote);
    return this.change(caller, remote, async (manager, state) => {
      if (state.canaryId) return this.withdraw(manager, state, 'rolled back by hand');
      const [current] = await this.repository.releasesByIds([state.stableId], manager);
      const previous = await this.repository.previousStable(manager, remote, state.stableId);
      if (!previous) throw new ConflictException(RELEASE_MESSAGES.noEarlierStable(remote));
      await this.repository.setStatus(manager, state.stableId, 'withdrawn', 'rolled back by hand');
      await this.repository.setStatus(manager, previous.id, 'stable');
      await this.repository.saveState(manager, { ...state, stableId: previous.id });
      return {
        remote,
        summary: `${remote} rolled back from ${current.version} to ${previous.version}`,
        details: { remote, from: current.version, to: previous.version },
      };
    });
  }

  /**
   * A browser's or a render's counts, written with this replica's others within `HEALTH_FLUSH_MS`; then each canary
   * counted is judged by the rule. Counts of unknown builds are dropped.
   */
  async recordHealth(counts: RemoteHealthCount[]): Promise<void> {
    const snapshot = await this.state.current();
    for (const count of counts) {
      const live = snapshot.get(count.remote);
      if (!live) continue;
      const release = [live.stable, live.canary?.release].find((r) => r?.manifestUrl === count.manifestUrl);
      if (!release || (count.views === 0 && count.errors === 0)) continue;
      this.counter.add({
        releaseId: release.id,
        remote: count.remote,
        views: count.views,
        errors: count.errors,
        judge: live.canary !== null,
      });
    }
  }

  /** Before the database closes: what this replica counted is written, and its canaries judged. */
  beforeApplicationShutdown(): Promise<void> {
    return this.counter.stop();
  }

  /** Judges each remote's canary in turn; one that cannot be judged now is judged after the next counts. */
  private async judgeEach(remotes: RemoteName[]): Promise<void> {
    for (const remote of remotes) {
      await this.judge(remote).catch((error: unknown) =>
        this.logger.warn(`The ${remote} canary was not judged: ${(error as Error).message}`),
      );
    }
  }

  /** Withdraws the remote's canary when its error rate breaks the rule, and tells the author why. */
  private async judge(remote: RemoteName): Promise<void> {
    const outcome = await this.repository.transaction(async (manager) => {
      const state = await this.repository.lockState(manager, remote);
      if (!state?.canaryId || !state.canarySince) return null;
      const since = state.canarySince;
      const health = await this.repository.health(
        [state.canaryId, state.stableId].map((releaseId) => ({ releaseId, since })),
      );
      const canary = health.get(state.canaryId)!;
      const stable = health.get(state.stableId)!;
      if (!breaksTheRule(canary, stable)) return null;
      const reason = `rolled back by its error rate: ${healthComparison(canary, stable)}`;
      return this.withdraw(manager, state, reason);
    });
    if (!outcome) return;
    this.state.changed();
    await this.audit.recordOther({
      by: null,
      method: '',
      path: `/api/releases/${remote}/rollback`,
      summary: outcome.summary,
      status: 200,
      ip: '',
      userAgent: '',
      details: outcome.details,
    });
    await this.audience
      .postSiteNotice({
        subject: `The ${remote} canary was rolled back`,
        body: `${outcome.summary}. Every visitor gets the stable version again; the Releases screen of the admin area has the history.`,
      })
      .catch((error: unknown) =>
        this.logger.warn(`The author was not told of the rollback: ${(error as Error).message}`),
      );
  }

  private async withdraw(manager: EntityManager, state: StoredState, reason: string): Promise<Change> {
    const canary = await this.canaryOf(manager, state);
    await this.repository.setStatus(manager, canary.id, 'withdrawn', reason);
    await this.repository.saveState(manager, { ...state, canaryId: null, canaryPercent: null, canarySince: null });
    return {
      remote: state.remote,
      summary: `${state.remote} ${canary.version} canary ${reason}`,
      details: { remote: state.remote, version: canary.version, reason },
    };
  }

  private async canaryOf(manager: EntityManager, state: StoredState) {
    if (!state.canaryId) throw new ConflictException(RELEASE_MESSAGES.noCanary(state.remote));
    const [canary] = await this.repository.releasesByIds([state.canaryId], manager);
    return canary;
  }

  /** A token releases its own remote only; the access check comes before anything is read. */
  private mayRelease(caller: ReleaseCaller, remote: RemoteName) {
    if (caller.kind === 'token' && caller.remote !== remote) {
      throw new ForbiddenException(RELEASE_MESSAGES.wrongRemote(caller.remote));
    }
  }

  /** Runs `work` on the remote's locked state, records what it did and answers the new state. */
  private async change(
    caller: ReleaseCaller,
    remote: RemoteName,
    work: (manager: EntityManager, state: StoredState) => Promise<Change>,
  ): Promise<RemoteReleaseState> {
    // The state exists once the configuration has been read: a remote it does not name has no releases.
    await this.state.current();
    const change = await this.repository.transaction(async (manager) => {
      const state = await this.repository.lockState(manager, remote);
      if (!state) throw new ConflictException(`The ${remote} remote has no stable release to start from.`);
      return work(manager, state);
    });
    this.state.changed();
    await this.record(caller, change);
    const [state] = await this.statesOf([remote]);
    return state;
  }

  private async record(caller: ReleaseCaller, change: Change) {
    const common = {
      method: 'POST',
      path: `/api/releases/${change.remote}`,
      status: 200,
      ip: caller.ip,
      userAgent: caller.userAgent,
      details: change.details,
      summary: change.summary,
    };
    if (caller.kind === 'admin') await this.audit.record({ ...common, userId: caller.userId, email: caller.email });
    else await this.audit.recordOther({ ...common, by: `${caller.name} (deploy token)` });
  }

  private async nameOf(caller: ReleaseCaller): Promise<string> {
    if (caller.kind === 'token') return `${caller.name} (deploy token)`;
    const user = await this.identity.findUser(caller.userId).catch(() => null);
    return user?.name ?? caller.email;
  }

  /** The remotes' states, in their order, from one query per table. */
  private async statesOf(remotes: RemoteName[]): Promise<RemoteReleaseState[]> {
    const states = await this.repository.states();
    const stored = remotes.flatMap((remote) => states.filter((state) => state.remote === remote));
    const live = (state: StoredState) => [state.stableId, ...(state.canaryId ? [state.canaryId] : [])];
    const { byId, history } = await this.repository.releasesOf(remotes, stored.flatMap(live));
    const healthSince = new Date(Date.now() - HEALTH_WINDOW_MS);
    const health = await this.repository.health(
      stored.flatMap((state) =>
        live(state).map((releaseId) => ({ releaseId, since: state.canarySince ?? healthSince })),
      ),
    );
    const none: ReleaseHealth = { views: 0, errors: 0 };
    return stored.map((state) => {
      const stable = byId.get(state.stableId)!;
      const canary = state.canaryId ? byId.get(state.canaryId) : undefined;
      return {
        remote: state.remote,
        stable,
        canary: canary
          ? { release: canary, percent: state.canaryPercent!, since: state.canarySince!.toISOString() }
          : null,
        health: {
          stable: health.get(stable.id) ?? none,
          canary: canary ? (health.get(canary.id) ?? none) : null,
        },
        history: history.get(state.remote) ?? [],
      };
    });
  }
}
