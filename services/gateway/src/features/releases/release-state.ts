import { Injectable, Logger } from '@nestjs/common';
import { REMOTE_NAMES, type RemoteName, type RemoteRelease } from '@site/contracts';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service.js';
import { RemotesManifest, type RemoteManifest } from '../static/remotes-manifest.js';
import { BuildReader } from './build-reader.js';
import { parseBuild } from './build-check.js';
import { inCanary } from './cohort.js';
import { ReleasesRepository, type StoredState } from './releases.repository.js';

/** What visitors of one remote get now. */
export interface LiveRemote {
  stable: RemoteRelease;
  canary: { release: RemoteRelease; percent: number; since: Date } | null;
}

export type Snapshot = Map<RemoteName, LiveRemote>;

/** Every replica reads the state again this often: a release or a rollback reaches them all within it. */
export const STATE_TTL_MS = 1_000;

/** Who releases what `/remotes.json`'s configuration names. */
export const CONFIGURATION = 'configuration';

/** Serialises the replicas that find the configuration changed at the same moment. */
const CONFIGURATION_LOCK = 734_300;

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as string[]).includes(name);

/**
 * The release state every gateway replica serves `/remotes.json` and the first HTML from, read from PostgreSQL at
 * most once a second. `/remotes.json`'s configuration (a file or REMOTES_JSON) is the starting point of an empty
 * database, and an operator who edits it releases what it names, as stable, at once; teams release through the API.
 * When the database cannot be read, the last state read stands, and before any, the configuration itself.
 */
@Injectable()
export class ReleaseState {
  private readonly logger = new Logger(ReleaseState.name);
  private loaded: { at: number; snapshot: Promise<Snapshot> } | null = null;
  private lastGood: Snapshot | null = null;

  constructor(
    private readonly repository: ReleasesRepository,
    private readonly configuration: RemotesManifest,
    private readonly builds: BuildReader,
    private readonly audit: AuditLog,
  ) {}

  current(): Promise<Snapshot> {
    if (!this.loaded || Date.now() - this.loaded.at >= STATE_TTL_MS) {
      this.loaded = { at: Date.now(), snapshot: this.load() };
    }
    return this.loaded.snapshot;
  }

  /** After a change on this replica: its next read sees it at once. */
  changed(): void {
    this.loaded = null;
  }

  /** `/remotes.json` for one visitor: each remote's canary when the visitor's cohort is in its share. */
  async remotesFor(cohort: string): Promise<RemoteManifest> {
    const snapshot = await this.current();
    const remotes: RemoteManifest = {};
    for (const [remote, live] of snapshot) {
      const canary = live.canary && inCanary(cohort, remote, live.canary.percent) ? live.canary.release : null;
      remotes[remote] = (canary ?? live.stable).manifestUrl;
    }
    return remotes;
  }

  /** Origins other than this site's that any current release loads from, for the content security policy. */
  async foreignOrigins(): Promise<string[]> {
    const snapshot = await this.current();
    const urls = [...snapshot.values()].flatMap((live) => [live.stable, ...(live.canary ? [live.canary.release] : [])]);
    const absolute = urls.map((release) => release.manifestUrl).filter((url) => /^https?:\/\//.test(url));
    return [...new Set(absolute.map((url) => new URL(url).origin))];
  }

  private async load(): Promise<Snapshot> {
    try {
      let states = await this.repository.states();
      const configured = await this.configured();
      if (configured.some(([remote, url]) => states.find((s) => s.remote === remote)?.configuredUrl !== url)) {
        await this.releaseConfiguration(configured);
        states = await this.repository.states();
      }
      const snapshot = await this.snapshotOf(states);
      this.lastGood = snapshot;
      return snapshot;
    } catch (error) {
      this.logger.warn(`The release state could not be read: ${(error as Error).message}`);
      this.loaded = null;
      return this.lastGood ?? this.fromConfiguration();
    }
  }

  private async snapshotOf(states: StoredState[]): Promise<Snapshot> {
    const ids = states.flatMap((state) => [state.stableId, ...(state.canaryId ? [state.canaryId] : [])]);
    const releases = new Map((await this.repository.releasesByIds(ids)).map((release) => [release.id, release]));
    const snapshot: Snapshot = new Map();
    // In the shell's order of remotes: the same state gives the same `/remotes.json`, and the same page key.
    for (const remote of REMOTE_NAMES) {
      const state = states.find((s) => s.remote === remote);
      const stable = state && releases.get(state.stableId);
      if (!state || !stable) continue;
      const canary = state.canaryId ? releases.get(state.canaryId) : undefined;
      snapshot.set(remote, {
        stable,
        canary: canary ? { release: canary, percent: state.canaryPercent!, since: state.canarySince! } : null,
      });
    }
    return snapshot;
  }

  private async configured(): Promise<[RemoteName, string][]> {
    const manifest = await this.configuration.read().catch((): RemoteManifest => ({}));
    return Object.entries(manifest).filter((entry): entry is [RemoteName, string] => isRemoteName(entry[0]));
  }

  /** Each remote whose configured address changed (or is new) gets that address as its stable release. */
  private async releaseConfiguration(configured: [RemoteName, string][]): Promise<void> {
    const builds = new Map(
      await Promise.all(configured.map(async ([remote, url]) => [remote, await this.buildAt(url)] as const)),
    );
    const released = await this.repository.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [CONFIGURATION_LOCK]);
      const states = await this.repository.states(manager);
      const made: { remote: RemoteName; url: string; version: string }[] = [];
      for (const [remote, url] of configured) {
        const state = states.find((s) => s.remote === remote);
        if (state?.configuredUrl === url) continue;
        const build = builds.get(remote)!;
        await this.releaseAsStable(manager, state, remote, url, build);
        made.push({ remote, url, version: build.version });
      }
      return made;
    });
    for (const { remote, url, version } of released) {
      await this.audit.recordOther({
        by: null,
        method: '',
        path: '/api/admin/releases',
        summary: `${remote} ${version} released from the configuration of /remotes.json`,
        status: 200,
        ip: '',
        userAgent: '',
        details: { remote, manifestUrl: url },
      });
    }
  }

  private async releaseAsStable(
    manager: EntityManager,
    state: StoredState | undefined,
    remote: RemoteName,
    url: string,
    build: { buildId: string; version: string; commit: string | null },
  ) {
    const id = await this.repository.addRelease(
      manager,
      { remote, manifestUrl: url, ...build, releasedBy: CONFIGURATION },
      'stable',
    );
    if (state) await this.repository.setStatus(manager, state.stableId, 'retired');
    await this.repository.saveState(manager, {
      remote,
      stableId: id,
      canaryId: state?.canaryId ?? null,
      canaryPercent: state?.canaryPercent ?? null,
      canarySince: state?.canarySince ?? null,
      configuredUrl: url,
    });
  }

  /** The build's identity when its manifest can be read now; a configured release is recorded either way. */
  private async buildAt(url: string) {
    const read = await this.builds.text(url);
    const build = 'text' in read ? parseBuild(read.text) : null;
    return typeof build === 'object' && build !== null
      ? { buildId: build.buildId, version: build.version, commit: build.commit }
      : { buildId: '', version: 'unknown', commit: null };
  }

  private async fromConfiguration(): Promise<Snapshot> {
    const snapshot: Snapshot = new Map();
    for (const [remote, url] of await this.configured()) {
      snapshot.set(remote, {
        stable: {
          id: 0,
          remote,
          manifestUrl: url,
          buildId: '',
          version: 'unknown',
          commit: null,
          releasedBy: CONFIGURATION,
          releasedAt: new Date(0).toISOString(),
          status: 'stable',
          note: null,
        },
        canary: null,
      });
    }
    return snapshot;
  }
}
