import { Logger } from '@nestjs/common';
import pg from 'pg';
import { getPGliteInstance } from 'typeorm-pglite';
import type { ServiceConfig } from './config.js';

/** Stops listening. */
export type StopListening = () => Promise<void>;

const RECONNECT_MS = 1000;

/**
 * Calls `onPayload` with every `NOTIFY` on `channel` from any replica (the payload as sent), and `onResume`
 * after a lost connection is back, since notifications sent meanwhile are gone: listeners catch up from
 * their tables. A real PostgreSQL gets its own connection (a pooled one may be handed to anyone); the
 * embedded PGlite has one session and one process, so it listens on that.
 */
export async function listenForNotifications(
  config: Pick<ServiceConfig, 'databaseUrl'>,
  channel: string,
  onPayload: (payload: string) => void,
  onResume: () => void = () => {},
): Promise<StopListening> {
  if (!config.databaseUrl) {
    const pglite = await getPGliteInstance();
    return pglite.listen(channel, onPayload);
  }
  return listenOnPostgres(config.databaseUrl, channel, onPayload, onResume);
}

async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResume: () => void,
): Promise<StopListening> {
  const logger = new Logger('notifications');
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (resuming: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      logger.warn(`listening on ${channel} failed: ${error.message}`);
      void next.end().catch(() => {});
      if (client === next) reconnect();
    });
    // A connection the server closed (a restart, an idle time-out) ends without an error.
    next.on('end', () => {
      if (client === next) reconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    if (stopped) return void (await next.end());
    client = next;
    if (resuming) onResume();
  };

  const reconnect = () => {
    client = null;
    if (stopped) return;
    retry = setTimeout(() => {
      connect(true).catch((error: Error) => {
        logger.warn(`reconnecting to ${channel} failed: ${error.message}`);
        reconnect();
      });
    }, RECONNECT_MS);
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end();
  };
}
