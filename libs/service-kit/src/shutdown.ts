import type { Server } from 'node:http';
import { Logger, type INestApplication } from '@nestjs/common';

/** How long requests in flight may take to finish once a stop is asked for; then their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** After a clean stop the process ends by itself; anything still holding it open is cut after this. */
const EXIT_WAIT_MS = 1_000;

/**
 * Prepares an app for a graceful stop (call it before the app listens) and answers the function that stops it:
 * the listener closes at once (a proxy in front moves on to another replica; a request arriving on a connection
 * still open gets Fastify's 503), requests in flight finish, each connection closing after its answer (those
 * still running after `graceMs` are cut), Nest's hooks run (workers finish what they hold), and last the
 * database pool closes.
 */
export function gracefulStop(app: INestApplication, graceMs = SHUTDOWN_GRACE_MS): () => Promise<void> {
  const server = app.getHttpServer() as Server;
  let stopping = false;
  // A kept-alive connection would otherwise stay open, idle, until its time-out after its last answer.
  server.on('request', (_request, response) =>
    response.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    }),
  );
  return async () => {
    stopping = true;
    server.close();
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cutOff);
    }
  };
}

/**
 * In place of Nest's `enableShutdownHooks` in a serving process: on SIGTERM or SIGINT, the graceful stop, then
 * exit 0 (1 when a hook failed). A second signal during the stop changes nothing. Call it before `listen`.
 */
export function stopOnSignals(app: INestApplication, graceMs = SHUTDOWN_GRACE_MS): void {
  const logger = new Logger('shutdown');
  const stop = gracefulStop(app, graceMs);
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: finishing the requests in flight, then stopping`);
    stop().then(
      () => exitSoon(0),
      (error: Error) => {
        logger.error(`stopping failed: ${error.stack ?? error.message}`);
        exitSoon(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, onSignal);
}

/** Lets the last log lines reach their pipe before the process ends. */
function exitSoon(code: number): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), EXIT_WAIT_MS).unref();
}
