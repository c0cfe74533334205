import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES_FILE } from './playwright.config';

/** Starts every run from the repository's remotes.json. */
export default function globalSetup() {
  copyFileSync(path.resolve(import.meta.dirname, '../infra/remotes.json'), REMOTES_FILE);
}
