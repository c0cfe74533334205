// Backs up each app's schema with pg_dump in its custom format, one file per schema, into a new folder:
//   DATABASE_URL=postgres://… node infra/src/backup/backup.mjs [folder] [schema …]
// The folder defaults to backups/<time>; the schemas to all five. Beside each `<schema>.dump` goes
// `<schema>.extensions.sql`: a schema's dump leaves out the extensions it uses (pg_trgm, in public).
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { databaseUrlFor, run, SCHEMAS } from './schemas.mjs';

const EXTENSIONS_SQL = `SELECT format('CREATE EXTENSION IF NOT EXISTS %I WITH SCHEMA %I;', e.extname, n.nspname)
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname <> 'plpgsql' ORDER BY 1`;

/** Dumps the schemas into `folder` (created, or empty: a backup is never overwritten) and returns its files. */
export async function backup(folder, schemas = SCHEMAS, env = process.env) {
  const unknown = schemas.filter((schema) => !SCHEMAS.includes(schema));
  if (unknown.length) throw new Error(`unknown schema ${unknown.join(', ')}: choose from ${SCHEMAS.join(', ')}`);
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length) throw new Error(`${folder} is not empty: a backup goes into a new folder`);
  const files = [];
  for (const schema of schemas) {
    const url = databaseUrlFor(schema, env);
    const dump = path.join(folder, `${schema}.dump`);
    await run('pg_dump', [
      '--format=custom',
      `--schema=${schema}`,
      '--no-owner',
      '--no-privileges',
      `--file=${dump}`,
      url,
    ]);
    const extensions = path.join(folder, `${schema}.extensions.sql`);
    await writeFile(
      extensions,
      await run('psql', ['--no-psqlrc', '-At', '-v', 'ON_ERROR_STOP=1', '-c', EXTENSIONS_SQL, url]),
    );
    files.push(dump, extensions);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder = path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')), ...schemas] =
    process.argv.slice(2);
  backup(folder, schemas.length ? schemas : SCHEMAS).then(
    (files) => console.log(`backed up ${files.length / 2} schemas into ${folder}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
