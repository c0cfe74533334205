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

/** What a new release records; its id, time and status are the database's and the caller's. */
export interface NewRelease {
  remote: RemoteName;
  manifestUrl: string;
  buildId: string;
  version: string;
  commit: string | null;
  releasedBy: string;
}

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
    const rows = await manager.query<
      {
        remote: RemoteName;
        stable_id: number;
        canary_id: number | null;
        canary_percent: number | null;
        canary_since: Date | null;
        configured_url: string | null;
      }[]
    >(`SELECT remote, stable_id, canary_id, canary_percent, canary_since, configured_url FROM gateway.remote_states`);
    return rows.map((row) => ({
      remote: row.remote,
      stableId: row.stable_id,
      canaryId: row.canary_id,
      canaryPercent: row.canary_percent,
      canarySince: row.canary_since,
      configuredUrl: row.configured_url,
    }));
  }

  /** The remote's state, locked until the transaction ends: two releases of one remote never interleave. */
  async lockState(manager: EntityManager, remote: RemoteName): Promise<StoredState | null> {
    const rows = await manager.query<{ remote: RemoteName }[]>(
      `SELECT remote FROM gateway.remote_states WHERE remote = $1 FOR UPDATE`,
      [remote],
    );
    if (rows.length === 0) return null;
    return (await this.states(manager)).find((state) => state.remote === remote) ?? null;
  }

  async releasesByIds(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<RemoteRelease[]> {
    if (ids.length === 0) return [];
    const rows = await manager.query<ReleaseRow[]>(`SELECT * FROM gateway.remote_releases WHERE id = ANY($1)`, [ids]);
    return rows.map(toRelease);
  }

  async history(remote: RemoteName): Promise<RemoteRelease[]> {
    const rows = await this.dataSource.query<ReleaseRow[]>(
      `SELECT * FROM gateway.remote_releases WHERE remote = $1 ORDER BY id DESC LIMIT $2`,
      [remote, RELEASE_HISTORY_MAX],
    );
    return rows.map(toRelease);
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

  /** Adds a browser's counts to the release's current minute. */
  async addHealth(releaseId: number, views: number, errors: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO gateway.release_health (release_id, minute, views, errors)
       VALUES ($1, date_trunc('minute', now()), $2, $3)
       ON CONFLICT (release_id, minute) DO UPDATE
       SET views = release_health.views + $2, errors = release_health.errors + $3`,
      [releaseId, views, errors],
    );
  }

  /** Each release's views and errors since `since`. */
  async health(releaseIds: number[], since: Date): Promise<Map<number, ReleaseHealth>> {
    const rows = await this.dataSource.query<{ release_id: number; views: string; errors: string }[]>(
      `SELECT release_id, sum(views) AS views, sum(errors) AS errors FROM gateway.release_health
       WHERE release_id = ANY($1) AND minute >= date_trunc('minute', $2::timestamptz) GROUP BY release_id`,
      [releaseIds, since],
    );
    return new Map(
      releaseIds.map((id) => {
        const row = rows.find((r) => r.release_id === id);
        return [id, { views: Number(row?.views ?? 0), errors: Number(row?.errors ?? 0) }];
      }),
    );
  }
}
