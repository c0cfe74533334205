/** One line per event, JSON when the stack asks for it (as the services log), else readable. */
export function log(level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}): void {
  const line =
    process.env.LOG_FORMAT === 'json'
      ? JSON.stringify({
          level,
          time: new Date().toISOString(),
          service: 'render',
          message,
          pid: process.pid,
          ...fields,
        })
      : `[render] ${level} ${message}${Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : ''}`;
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}
