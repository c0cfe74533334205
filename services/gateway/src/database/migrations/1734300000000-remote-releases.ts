import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Remote releases as data: each remote's history of builds, its current stable release and canary, the page views
 * and errors browsers report per release, and the deploy tokens teams release with. Every gateway replica reads the
 * same state, so a release or a rollback reaches them all within a second.
 */
export class RemoteReleases1734300000000 implements MigrationInterface {
  name = 'RemoteReleases1734300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE gateway.remote_releases (
      id serial PRIMARY KEY,
      remote varchar(20) NOT NULL,
      manifest_url varchar(2000) NOT NULL,
      build_id varchar(64) NOT NULL,
      version varchar(100) NOT NULL,
      commit varchar(100),
      released_by varchar(200) NOT NULL,
      released_at timestamptz NOT NULL DEFAULT now(),
      status varchar(10) NOT NULL,
      note varchar(500))`);
    await q.query(`CREATE INDEX remote_releases_remote_idx ON gateway.remote_releases (remote, id DESC)`);
    // One row per remote: what visitors get. The canary's share is null without a canary.
    await q.query(`CREATE TABLE gateway.remote_states (
      remote varchar(20) PRIMARY KEY,
      stable_id integer NOT NULL REFERENCES gateway.remote_releases (id),
      canary_id integer REFERENCES gateway.remote_releases (id),
      canary_percent smallint,
      canary_since timestamptz,
      configured_url varchar(2000),
      CHECK ((canary_id IS NULL) = (canary_percent IS NULL)))`);
    // Counts per release and minute: a canary is judged on what happened since it started.
    await q.query(`CREATE TABLE gateway.release_health (
      release_id integer NOT NULL REFERENCES gateway.remote_releases (id) ON DELETE CASCADE,
      minute timestamptz NOT NULL,
      views integer NOT NULL DEFAULT 0,
      errors integer NOT NULL DEFAULT 0,
      PRIMARY KEY (release_id, minute))`);
    await q.query(`CREATE TABLE gateway.deploy_tokens (
      id serial PRIMARY KEY,
      remote varchar(20) NOT NULL,
      name varchar(80) NOT NULL,
      token_hash char(64) NOT NULL UNIQUE,
      created_by varchar(200) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gateway.deploy_tokens`);
    await q.query(`DROP TABLE gateway.release_health`);
    await q.query(`DROP TABLE gateway.remote_states`);
    await q.query(`DROP TABLE gateway.remote_releases`);
  }
}
