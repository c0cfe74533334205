import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_SEARCH_PATH } from '@site/contracts';
import { readServiceConfig } from '@site/service-kit';
import { LEARN_PUBLIC_PATHS } from './features/sitemaps/sitemap-files.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Seed content ships with the service (`services/learn/seed`), the same from src/ or dist/. */
export const SEED_DIR = path.resolve(here, '..', 'seed');

export const learnConfig = (env = process.env) => ({
  ...readServiceConfig('learn', 3003, env),
  quizSeedDir: path.resolve(env.QUIZ_SEED_DIR ?? path.join(SEED_DIR, 'quizzes')),
  courseSeedDir: path.resolve(env.COURSE_SEED_DIR ?? path.join(SEED_DIR, 'courses')),
  publicPaths: [...LEARN_PUBLIC_PATHS, SERVICE_SEARCH_PATH],
});

export type LearnConfig = ReturnType<typeof learnConfig>;
