// A throwaway PostgreSQL cluster from Debian's binaries, in a temporary folder on a port of its own: the one
// these tests may stop and start, while the machine's PostgreSQL keeps serving everyone else.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/** initdb and pg_ctl refuse to run as root: under root they run as the `postgres` account. */
function owner() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Creates and starts a cluster with trust auth on 127.0.0.1:`port`.
 * @param {number} port
 */
export async function startPostgresCluster(port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'));
  const data = path.join(dir, 'data');
  const as = owner();
  const options = { ...as, env: { PATH: process.env.PATH, LANG: 'C.UTF-8' } };
  if (as.uid !== undefined) chmodSync(dir, 0o777);
  const pgCtl = (...args) => run(path.join(BIN, 'pg_ctl'), ['-D', data, ...args], options);

  await run(
    path.join(BIN, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'],
    options,
  );
  const start = () =>
    pgCtl(
      '-w',
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on`,
      'start',
    );
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** `immediate` ends every backend at once, as a crash would; committed rows must survive it. */
    stop: (mode = 'immediate') => pgCtl('-w', '-m', mode, 'stop'),
    remove: async () => {
      await pgCtl('-w', '-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
