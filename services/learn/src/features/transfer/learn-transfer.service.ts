import { Injectable } from '@nestjs/common';
import type { ImportKindReport, ImportPartReport } from '@site/contracts';
import { DataSource } from 'typeorm';
import { SearchIndexService } from '../search/search-index.service.js';
import { CoursesTransferRepository } from './courses-transfer.repository.js';
import { readLearnArchive, zipLearnArchive } from './learn-archive.js';
import { QuizzesTransferRepository } from './quizzes-transfer.repository.js';

/** Ends a dry run's transaction, carrying what it would have done out of the rollback. */
class DryRunDone extends Error {
  constructor(readonly reports: ImportKindReport[]) {
    super('dry run');
  }
}

/**
 * The learn service's part of the site archive: `quizzes/<slug>.json`, each quiz with its questions, and
 * `courses/<slug>/`, each course with its lessons. Learners' enrolments and progress are not content: never exported.
 */
@Injectable()
export class LearnTransferService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly quizzes: QuizzesTransferRepository,
    private readonly courses: CoursesTransferRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async export(): Promise<Uint8Array> {
    const { quizzes, courses } = await this.dataSource.transaction('REPEATABLE READ', async (manager) => ({
      quizzes: await this.quizzes.all(manager),
      courses: await this.courses.all(manager),
    }));
    return zipLearnArchive(quizzes, courses);
  }

  /**
   * Checks every file first, then writes quizzes and courses (lessons link to quizzes) in one transaction,
   * rolled back for a dry run or by any problem on the way.
   */
  async import(archive: Uint8Array, dryRun: boolean): Promise<ImportPartReport> {
    const { quizzes, courses } = readLearnArchive(archive);
    let reports: ImportKindReport[];
    try {
      reports = await this.dataSource.transaction(async (manager) => {
        const written = [await this.quizzes.write(manager, quizzes), await this.courses.write(manager, courses)];
        if (dryRun) throw new DryRunDone(written);
        return written;
      });
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
      reports = error.reports;
    }
    if (!dryRun && reports.some((report) => report.created + report.updated > 0)) await this.searchIndex.sync();
    return {
      part: 'learn',
      kinds: reports.filter((report) => report.created + report.updated + report.unchanged > 0),
    };
  }
}
