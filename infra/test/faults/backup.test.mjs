// Backups on the machine's real PostgreSQL: backup.mjs dumps a scratch database's five schemas, the database is
// lost, restore.mjs brings every row back, and a restore over a changed database puts the dumped rows back.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SCHEMAS } from '../../src/backup/schemas.mjs';

const BACKUP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'backup');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `backup_fault_${randomBytes(6).toString('hex')}`;
const DATABASE_URL = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).href;
const execFileAsync = promisify(execFile);

const psql = async (sql, url = DATABASE_URL) =>
  (await execFileAsync('psql', ['--no-psqlrc', '-qAt', '-v', 'ON_ERROR_STOP=1', '-c', sql, url])).stdout.trim();

/** Runs a backup script as an operator would, with DATABASE_URL and nothing else pointing at the database. */
const script = (name, args) =>
  execFileAsync(process.execPath, [path.join(BACKUP_DIR, name), ...args], {
    env: { PATH: process.env.PATH, DATABASE_URL },
  });

/** A table per app schema, as the apps' migrations make them: serial keys, and content's trigram index. */
const SEED = [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public',
  ...SCHEMAS.map((schema) => `CREATE SCHEMA "${schema}"`),
  'CREATE TABLE identity.users (id serial PRIMARY KEY, email text UNIQUE NOT NULL)',
  `INSERT INTO identity.users (email) VALUES ('ada@example.org'), ('emmy@example.org')`,
  'CREATE TABLE content.essays (id serial PRIMARY KEY, title text NOT NULL)',
  'CREATE INDEX essays_title_trgm ON content.essays USING gin (title public.gin_trgm_ops)',
  `INSERT INTO content.essays (title) VALUES ('On doubt'), ('The commons')`,
  'CREATE TABLE learn.results (id serial PRIMARY KEY, quiz text NOT NULL, score int NOT NULL)',
  `INSERT INTO learn.results (quiz, score) VALUES ('logic', 9)`,
  'CREATE TABLE audience.subscribers (email text PRIMARY KEY, confirmed boolean NOT NULL)',
  `INSERT INTO audience.subscribers VALUES ('reader@example.org', true)`,
  'CREATE TABLE gateway.sessions (id text PRIMARY KEY, user_id int NOT NULL)',
  `INSERT INTO gateway.sessions VALUES ('s1', 1)`,
];

const ROWS = {
  'identity.users': "SELECT string_agg(email, ',' ORDER BY id) FROM identity.users",
  'content.essays': "SELECT string_agg(title, ',' ORDER BY id) FROM content.essays",
  'learn.results': "SELECT string_agg(quiz || '=' || score, ',') FROM learn.results",
  'audience.subscribers': "SELECT string_agg(email, ',') FROM audience.subscribers",
  'gateway.sessions': "SELECT string_agg(id || ':' || user_id, ',') FROM gateway.sessions",
};
const EXPECTED = {
  'identity.users': 'ada@example.org,emmy@example.org',
  'content.essays': 'On doubt,The commons',
  'learn.results': 'logic=9',
  'audience.subscribers': 'reader@example.org',
  'gateway.sessions': 's1:1',
};

async function rows() {
  const found = {};
  for (const [table, sql] of Object.entries(ROWS)) found[table] = await psql(sql);
  return found;
}

describe('backups: pg_dump per schema, and restore', () => {
  let folder;
  let scratch;

  before(async () => {
    await psql(`CREATE DATABASE "${DATABASE}"`, ADMIN_URL);
    for (const sql of SEED) await psql(sql);
    scratch = await mkdtemp(path.join(tmpdir(), 'backup-fault-'));
    folder = path.join(scratch, 'backup');
  });

  after(async () => {
    await psql(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`, ADMIN_URL);
    await rm(scratch, { recursive: true, force: true });
  });

  it('writes one custom-format dump per schema, with the extensions it needs', async () => {
    const { stdout } = await script('backup.mjs', [folder]);
    assert.match(stdout, /backed up 5 schemas/);
    const files = (await readdir(folder)).sort();
    assert.deepEqual(files, SCHEMAS.flatMap((s) => [`${s}.dump`, `${s}.extensions.sql`]).sort());
    const { stdout: listing } = await execFileAsync('pg_restore', ['--list', path.join(folder, 'content.dump')]);
    assert.match(listing, /TABLE DATA content essays/);
    assert.doesNotMatch(listing, /identity/, 'a schema dump holds only its schema');
  });

  it('refuses to write over an earlier backup', async () => {
    await assert.rejects(script('backup.mjs', [folder]), (error) => {
      assert.match(error.stderr, /is not empty/);
      return true;
    });
  });

  it('brings every row back into a database that was lost', async () => {
    await psql(`DROP DATABASE "${DATABASE}" WITH (FORCE)`, ADMIN_URL);
    await psql(`CREATE DATABASE "${DATABASE}"`, ADMIN_URL);

    const { stdout } = await script('restore.mjs', [folder]);
    assert.match(stdout, /restored identity, content, learn, audience, gateway/);
    assert.deepEqual(await rows(), EXPECTED);
    assert.equal(
      await psql(`SELECT indexdef LIKE '%gin_trgm_ops%' FROM pg_indexes WHERE indexname = 'essays_title_trgm'`),
      't',
    );
    // The sequences came back with their values: a new row gets a new key.
    assert.equal(await psql(`INSERT INTO identity.users (email) VALUES ('new@example.org') RETURNING id`), '3');
  });

  it('puts the dumped rows back over rows changed since, schema by schema', async () => {
    await psql(`UPDATE content.essays SET title = 'Vandalised'`);
    await psql(`DELETE FROM learn.results`);
    await psql(`DELETE FROM identity.users WHERE email = 'ada@example.org'`);

    await script('restore.mjs', [folder, 'content', 'learn']);
    const found = await rows();
    assert.equal(found['content.essays'], EXPECTED['content.essays']);
    assert.equal(found['learn.results'], EXPECTED['learn.results']);
    assert.equal(found['identity.users'], 'emmy@example.org,new@example.org', 'identity was not named: untouched');
  });

  it('restores nothing from a folder that lacks a schema, and says which file is missing', async () => {
    await rm(path.join(folder, 'gateway.dump'));
    await psql(`UPDATE content.essays SET title = 'Changed again'`);
    await assert.rejects(script('restore.mjs', [folder]), (error) => {
      assert.match(error.stderr, /no gateway\.dump in .*: nothing was restored/);
      return true;
    });
    assert.equal(await psql(`SELECT string_agg(title, ',') FROM content.essays`), 'Changed again,Changed again');
  });
});
