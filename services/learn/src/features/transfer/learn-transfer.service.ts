import { Injectable } from '@nestjs/common';
import type { ImportPartReport } from '@site/contracts';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { SearchIndexService } from '../search/search-index.service.js';
import { QuizFileProblem, readQuizRecord } from './quiz-record.js';
import { QuizzesTransferRepository } from './quizzes-transfer.repository.js';

const FOLDER = 'quizzes';
const FILE = /^quizzes\/([^/]+)\.json$/;

/** The learn service's part of the site archive: `quizzes/<slug>.json`, each quiz with its questions. */
@Injectable()
export class LearnTransferService {
  constructor(
    private readonly quizzes: QuizzesTransferRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async export(): Promise<Uint8Array> {
    const records = await this.quizzes.all();
    return zipSync(
      Object.fromEntries(
        records.map((record) => [`${FOLDER}/${record.slug}.json`, strToU8(`${JSON.stringify(record, null, 2)}\n`)]),
      ),
      { level: 6 },
    );
  }

  async import(archive: Uint8Array, dryRun: boolean): Promise<ImportPartReport> {
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(archive);
    } catch {
      throw new QuizFileProblem('(archive): not a readable zip archive.');
    }
    const quizzes = Object.keys(files)
      .filter((path) => !path.endsWith('/'))
      .sort()
      .map((path) => {
        const match = FILE.exec(path);
        if (!match) throw new QuizFileProblem(`${path}: not a file of this part (quizzes/<slug>.json).`);
        return readQuizRecord(path, strFromU8(files[path]), match[1]);
      });
    if (quizzes.length === 0) return { part: 'learn', kinds: [] };
    const report = await this.quizzes.upsert(quizzes, dryRun);
    if (!dryRun && report.created + report.updated > 0) await this.searchIndex.sync();
    return { part: 'learn', kinds: [report] };
  }
}
