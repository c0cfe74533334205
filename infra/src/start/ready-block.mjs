// The block `npm start` ends with: what a newcomer needs to log in and find their way.

/**
 * @param {{ url: string, seconds: number, admin: { username: string, email: string, initialPassword?: string } | null,
 *   adminPasswordSet: boolean, dataDir: string, databaseUrl: boolean, logDir: string | null }} facts
 */
export function readyBlock({ url, seconds, admin, adminPasswordSet, dataDir, databaseUrl, logDir }) {
  const password = admin?.initialPassword
    ? `${admin.initialPassword}  (generated, shown only this once: change it in /settings)`
    : adminPasswordSet
      ? 'the one in ADMIN_PASSWORD'
      : 'the one shown at the first start (forgotten? "Forgot password" on /auth mails a link to the outbox below)';
  const rows = [
    ['Site', `${url}   (up in ${seconds} s)`],
    ['Admin', admin ? `username ${admin.username}, email ${admin.email}` : 'not created: see the identity log'],
    ['Password', password],
    ['Data', databaseUrl ? 'the PostgreSQL in DATABASE_URL' : `${dataDir}  (an embedded PostgreSQL per service)`],
    ['Mail', process.env.SMTP_URL ? 'sent through SMTP_URL' : `${dataDir}/outbox/*.eml  (no SMTP_URL set)`],
    ['Logs', logDir ? `${logDir}/<app>.log  (JSON lines; warnings and errors also show here)` : 'JSON on stdout'],
    ['Stop', 'Ctrl+C'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return ['', ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`), ''].join('\n');
}
