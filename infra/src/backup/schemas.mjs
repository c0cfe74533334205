// Which schemas a backup holds, and where each lives: the same variables the apps read.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Each app owns one schema of the same name. */
export const SCHEMAS = ['identity', 'content', 'learn', 'audience', 'gateway'];

/** `<SCHEMA>_DATABASE_URL`, else `DATABASE_URL`, as the app that owns the schema resolves it. */
export function databaseUrlFor(schema, env = process.env) {
  const url = env[`${schema.toUpperCase()}_DATABASE_URL`] || env.DATABASE_URL;
  if (!url) throw new Error(`${schema}: set ${schema.toUpperCase()}_DATABASE_URL or DATABASE_URL`);
  return url;
}

const execFileAsync = promisify(execFile);

/** Runs a PostgreSQL client tool; its own message explains a failure. */
export async function run(tool, args) {
  try {
    return (await execFileAsync(tool, args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    throw new Error(`${tool} failed: ${error.stderr?.trim() || error.message}`);
  }
}
