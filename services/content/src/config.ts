import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_SEARCH_PATH } from '@site/contracts';
import { readServiceConfig } from '@site/service-kit';
import { CARD_PUBLIC_PATHS } from './features/cards/card-paths.js';
import { CONTENT_PUBLIC_PATHS } from './features/feeds/public-paths.js';
import { MEDIA_PUBLIC_PATHS } from './features/library/media/media-files.js';
import { PODCAST_PUBLIC_PATHS } from './features/library/podcast/podcast-paths.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Seed content ships with the service (`services/content/seed`), the same from src/ or dist/. */
export const SEED_DIR = path.resolve(here, '..', 'seed');

export const contentConfig = (env = process.env) => ({
  ...readServiceConfig('content', 3002, env),
  publicPaths: [
    ...CONTENT_PUBLIC_PATHS,
    SERVICE_SEARCH_PATH,
    ...CARD_PUBLIC_PATHS,
    ...MEDIA_PUBLIC_PATHS,
    ...PODCAST_PUBLIC_PATHS,
  ],
});

export type ContentConfig = ReturnType<typeof contentConfig>;
