import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { SEED_DIR } from '../../config.js';
import { isPassageFile, parsePassageFile, type AiTestPassageSeed } from './ai-test-file.js';

/** The folder the passages ship in; they are fixed content, so they are read once and kept. */
export const AI_TEST_DIR = path.join(SEED_DIR, 'ai-test');

/** The passages of "Human or machine?", answers included: only the scoring service reads them. */
@Injectable()
export class AiTestRepository {
  private passages: Promise<AiTestPassageSeed[]> | null = null;

  constructor(private readonly dir: string = AI_TEST_DIR) {}

  /** Every passage, by id. */
  all(): Promise<AiTestPassageSeed[]> {
    this.passages ??= this.read().catch((error: unknown) => {
      this.passages = null;
      throw error;
    });
    return this.passages;
  }

  private async read(): Promise<AiTestPassageSeed[]> {
    const names = (await readdir(this.dir)).filter(isPassageFile).sort();
    return Promise.all(
      names.map(async (name) => parsePassageFile(name, await readFile(path.join(this.dir, name), 'utf8'))),
    );
  }
}
