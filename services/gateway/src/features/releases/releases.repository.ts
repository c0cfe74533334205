import { Injectable } from '@nestjs/common';
import {
  RELEASE_HISTORY_MAX,
  type ReleaseHealth,
  type ReleaseStatus,
  type RemoteName,
  type RemoteRelease,
} from '@site/contracts';
import { DataSource, type EntityManager } from 'typeorm';

interface ReleaseRow {
  id: number;
  remote: RemoteName;
  manifest_url: string;
  build_id: string;
  version: string;
  commit: string | null;
  released_by: string;
  released_at: Date;
  status: ReleaseStatus;
  note: string | null;
}

/** One remote's current state as stored: ids of its releases. */
export interface StoredState {
  remote: RemoteName;
  stableId: number;
  canaryId: number | null;
  canaryPercent: number | null;
  canarySince: Date | null;
  /** The address `/remotes.json`'s configuration last gave for the remote. */
  configuredUrl: string | null;
}

/** Views and errors of one release in one minute (the minute's start), as the health table keeps them. */
export interface MinuteCount {
  releaseId: number;
  minute: Date;
  views: number;
  errors: number;
}

/** A release whose health is counted from `since` on. */
export interface HealthWindow {
  releaseId: number;
  since: Date;
}

/** What a new release records; its id, time and status are the database's and the caller's. */
export interface NewRelease {
  remote: RemoteName;
  manifestUrl: string;
  buildId: string;
  version: string;
  commit: string | null;
  releasedBy: string;
}

interface StateRow {
  remote: RemoteName;
  stable_id: number;
  canary_id: number | null;
  canary_percent: number | null;
  canary_since: Date | null;
  configured_url: string | null;
}

const STATE_COLUMNS = 'remote, stable_id, canary_id, canary_percent, canary_since, configured_url';

const toState = (row: StateRow): StoredState => ({
  remote: row.remote,
  stableId: row.stable_id,
  canaryId: row.canary_id,
  canaryPercent: row.canary_percent,
  canarySince: row.canary_since,
  configuredUrl: row.configured_url,
});

const toRelease = (row: ReleaseRow): RemoteRelease => ({
  id: row.id,
  remote: row.remote,
  manifestUrl: row.manifest_url,
  buildId: row.build_id,
  version: row.version,
  commit: row.commit,
  releasedBy: row.released_by,
  releasedAt: new Date(row.released_at).toISOString(),
  status: row.status,
  note: row.note,
});

/** The release tables of the gateway's schema. Changes of state run in the caller's transaction. */
@Injectable()
export class ReleasesRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async states(manager: EntityManager = this.dataSource.manager): Promise<StoredState[]> {
    const rows = await manager.query<StateRow[]>(`SELECT ${STATE_COLUMNS} FROM gateway.remote_states`);
    return rows.map(toState);
  }

  /** The remote's state, locked until the transaction ends: two releases of one remote never interleave. */
  async lockState(manager: EntityManager, remote: RemoteName): Promise<StoredState | null> {
    const rows = await manager.query<StateRow[]>(
      `SELECT ${STATE_COLUMNS} FROM gateway.remote_states WHERE remote = $1 FOR UPDATE`,
      [remote],
    );
    return rows[0] ? toState(rows[0]) : null;
  }

  async releasesByIds(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<RemoteRelease[]> {
    if (ids.length === 0) return [];
    const rows = await manager.query<ReleaseRow[]>(`SELECT * FROM gateway.remote_releases WHERE id = ANY($1)`, [ids]);
    return rows.map(toRelease);
  }

  /**
   * In one query, each of `remotes`' last `RELEASE_HISTORY_MAX` releases, newest first, and the releases `ids` name
   * (a stable release can be older than its remote's history).
   */
  async releasesOf(
    remotes: RemoteName[],
    ids: number[],
  ): Promise<{ byId: Map<number, RemoteRelease>; history: Map<RemoteName, RemoteRelease[]> }> {
    const rows = await this.dataSource.query<(ReleaseRow & { place: string })[]>(
      `SELECT * FROM (
         SELECT *, row_number() OVER (PARTITION BY remote ORDER BY id DESC) AS place
         FROM gateway.remote_releases WHERE remote = ANY($1)
       ) ranked
       WHERE place <= $2 OR id = ANY($3) ORDER BY id DESC`,
      [remotes, RELEASE_HISTORY_MAX, ids],
    );
    const byId = new Map<number, RemoteRelease>();
    const history = new Map<RemoteName, RemoteRelease[]>(remotes.map((remote) => [remote, []]));
    for (const row of rows) {
      const release = toRelease(row);
      byId.set(release.id, release);
      if (Number(row.place) <= RELEASE_HISTORY_MAX) history.get(release.remote)?.push(release);
    }
    return { byId, history };
  }

  /** The stable release before the current one: the last retired release still at hand. */
  async previousStable(manager: EntityManager, remote: RemoteName, currentId: number): Promise<RemoteRelease | null> {
    const rows = await manager.query<ReleaseRow[]>(
      `SELECT * FROM gateway.remote_releases WHERE remote = $1 AND status = 'retired' AND id < $2
       ORDER BY id DESC LIMIT 1`,
      [remote, currentId],
    );
    return rows[0] ? toRelease(rows[0]) : null;
  }

  async addRelease(manager: EntityManager, release: NewRelease, status: ReleaseStatus): Promise<number> {
    const [row] = await manager.query<{ id: number }[]>(
      `INSERT INTO gateway.remote_releases (remote, manifest_url, build_id, version, commit, released_by, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        release.remote,
        release.manifestUrl,
        release.buildId,
        release.version,
        release.commit,
        release.releasedBy,
        status,
      ],
    );
    return row.id;
  }

  async setStatus(manager: EntityManager, id: number, status: ReleaseStatus, note: string | null = null) {
    await manager.query(`UPDATE gateway.remote_releases SET status = $2, note = COALESCE($3, note) WHERE id = $1`, [
      id,
      status,
      note,
    ]);
  }

  /** Creates or replaces the remote's state row; an empty database gets its first rows this way. */
  async saveState(manager: EntityManager, state: StoredState): Promise<void> {
    await manager.query(
      `INSERT INTO gateway.remote_states (remote, stable_id, canary_id, canary_percent, canary_since, configured_url)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (remote) DO UPDATE SET stable_id = $2, canary_id = $3, canary_percent = $4, canary_since = $5,
         configured_url = $6`,
      [state.remote, state.stableId, state.canaryId, state.canaryPercent, state.canarySince, state.configuredUrl],
    );
  }

  /**
   * Adds counts to their releases' minutes, in one statement. Counts of a release no longer stored are dropped rather
   * than failing the others.
   */
  async addHealth(counts: MinuteCount[]): Promise<void> {
    if (counts.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO gateway.release_health (release_id, minute, views, errors)
       SELECT c.release_id, c.minute, c.views, c.errors
       FROM unnest($1::integer[], $2::timestamptz[], $3::integer[], $4::integer[]) AS c(release_id, minute, views, errors)
       WHERE EXISTS (SELECT 1 FROM gateway.remote_releases r WHERE r.id = c.release_id)
       ON CONFLICT (release_id, minute) DO UPDATE
       SET views = release_health.views + EXCLUDED.views, errors = release_health.errors + EXCLUDED.errors`,
      [
        counts.map((count) => count.releaseId),
        counts.map((count) => count.minute.toISOString()),
        counts.map((count) => count.views),
        counts.map((count) => count.errors),
      ],
    );
  }

  /** Each release's views and errors since its window's start, in one query. */
  async health(windows: HealthWindow[]): Promise<Map<number, ReleaseHealth>> {
    if (windows.length === 0) return new Map();
    const rows = await this.dataSource.query<{ release_id: number; views: string; errors: string }[]>(
      `SELECT w.release_id, sum(h.views) AS views, sum(h.errors) AS errors
       FROM unnest($1::integer[], $2::timestamptz[]) AS w(release_id, since)
       JOIN gateway.release_health h ON h.release_id = w.release_id AND h.minute >= date_trunc('minute', w.since)
       GROUP BY w.release_id`,
      [windows.map((window) => window.releaseId), windows.map((window) => window.since.toISOString())],
    );
    return new Map(
      windows.map(({ releaseId }) => {
        const row = rows.find((r) => r.release_id === releaseId);
        return [releaseId, { views: Number(row?.views ?? 0), errors: Number(row?.errors ?? 0) }];
      }),
    );
  }
}
