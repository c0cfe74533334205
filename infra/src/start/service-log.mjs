// What `npm start` does with the apps' log lines: every line to a JSON file per app, and warnings and errors to the
// console as one human line each. `LOG_FORMAT=json` passes the JSON through to stdout instead, as in production.
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The `event` of identity's line naming the administrator (services/identity, admin-bootstrap.service.ts). */
const ADMIN_ACCOUNT_EVENT = 'admin-account';
const LOUD = new Set(['warn', 'error', 'fatal']);

const parse = (line) => {
  try {
    const value = JSON.parse(line);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
};

/** `12:04:31 content warn  Slow query (Search)`: the time, the app, the level and the message. */
export function humanLine(app, entry) {
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const context = entry.context && entry.context !== app ? ` (${entry.context})` : '';
  const stack = typeof entry.stack === 'string' ? `\n${entry.stack}` : '';
  return `${time} ${app.padEnd(8)} ${String(entry.level).padEnd(5)} ${entry.message}${context}${stack}`;
}

/**
 * @param {{ logDir: string, json: boolean }} options
 * @returns {{ onLine(app: string, line: string): void, admin(): { username: string, email: string, initialPassword?: string } | null, close(): Promise<unknown> }}
 */
export function serviceLog({ logDir, json }) {
  let admin = null;
  const files = new Map();
  const fileOf = (app) => {
    if (!files.has(app)) {
      mkdirSync(logDir, { recursive: true });
      files.set(app, createWriteStream(path.join(logDir, `${app}.log`), { flags: 'a' }));
    }
    return files.get(app);
  };
  return {
    onLine(app, line) {
      const entry = parse(line);
      if (entry?.event === ADMIN_ACCOUNT_EVENT) {
        admin = { username: entry.username, email: entry.email, initialPassword: entry.initialPassword };
      }
      if (json) {
        process.stdout.write(`${line}\n`);
        return;
      }
      fileOf(app).write(`${line}\n`);
      // A line that is not JSON is a process's own last words (a crash before its logger ran): always shown.
      if (!entry) process.stderr.write(`[${app}] ${line}\n`);
      else if (LOUD.has(entry.level) && entry.event !== ADMIN_ACCOUNT_EVENT) {
        process.stderr.write(`${humanLine(app, entry)}\n`);
      }
    },
    admin: () => admin,
    /** Resolves once every log file is written out. */
    close: () => Promise.all([...files.values()].map((file) => new Promise((resolve) => file.end(resolve)))),
  };
}
