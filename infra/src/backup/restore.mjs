// Restores schemas from a folder that backup.mjs wrote:
//   DATABASE_URL=postgres://… node infra/src/backup/restore.mjs <folder> [schema …]
// Each schema is replaced by its dump in one transaction: its tables and rows as they were, or, on any error,
// as they are now. Stop the apps that own the schemas first (scale their Deployments to 0).
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { databaseUrlFor, run, SCHEMAS } from './schemas.mjs';

/** Restores every named schema whose files are all in `folder`; checks them all before changing anything. */
export async function restore(folder, schemas = SCHEMAS, env = process.env) {
  const unknown = schemas.filter((schema) => !SCHEMAS.includes(schema));
  if (unknown.length) throw new Error(`unknown schema ${unknown.join(', ')}: choose from ${SCHEMAS.join(', ')}`);
  const plans = schemas.map((schema) => ({
    schema,
    url: databaseUrlFor(schema, env),
    dump: path.join(folder, `${schema}.dump`),
    extensions: path.join(folder, `${schema}.extensions.sql`),
  }));
  for (const { dump, extensions } of plans) {
    for (const file of [dump, extensions]) {
      await access(file).catch(() => {
        throw new Error(`no ${path.basename(file)} in ${folder}: nothing was restored`);
      });
    }
  }
  for (const { url, dump, extensions } of plans) {
    await run('psql', ['--no-psqlrc', '-q', '-v', 'ON_ERROR_STOP=1', '-f', extensions, url]);
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      dump,
    ]);
  }
  return schemas;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder, ...schemas] = process.argv.slice(2);
  if (!folder) {
    console.error('usage: restore.mjs <folder> [schema …]');
    process.exit(2);
  }
  restore(folder, schemas.length ? schemas : SCHEMAS).then(
    (restored) => console.log(`restored ${restored.join(', ')} from ${folder}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
