import { Injectable } from '@nestjs/common';
import { oldAddressKey, pathTo, type BlogImportSummary } from '@site/contracts';
import type { Worded } from '@site/service-kit';
import { SearchIndexService } from '../search/search-index.service.js';
import { readBlogFile } from './blog-file.js';
import { BlogImportRepository } from './blog-import.repository.js';
import { planImport } from './import-plan.js';
import { importWords, summaryOf } from './import-summary.js';

/** Brings a blog in as essays: read the export, decide each item against the site, then (unless checking) write. */
@Injectable()
export class BlogImportService {
  constructor(
    private readonly repository: BlogImportRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  /**
   * The file is read whole before the database is touched (a file it cannot read changes nothing); the plan and
   * the writes share one transaction, so a check says exactly what the import then does.
   */
  async run(bytes: Uint8Array, fileName: string | undefined, dryRun: boolean): Promise<Worded<BlogImportSummary>> {
    const blog = readBlogFile(bytes, fileName);
    const { plan, written } = await this.repository.transaction(async (manager) => {
      const plan = planImport(blog, await this.repository.state(manager, blog));
      return { plan, written: dryRun ? null : await this.repository.write(manager, blog, plan) };
    });
    if (written) {
      for (const id of written.updated) await this.searchIndex.essayChanged(id);
      // New essays are the index's missing ones: one sync finds them all.
      if (written.created.length > 0) await this.searchIndex.sync();
    }
    const summary = summaryOf(blog, plan, written !== null);
    return { value: summary, words: importWords(summary) };
  }

  /** The page an old address of an imported post now lives at, while its essay is published; else null. */
  async redirectFor(address: string): Promise<string | null> {
    const key = oldAddressKey(address);
    const slug = key === null ? null : await this.repository.redirectTo(key);
    return slug === null ? null : pathTo('essay', { slug });
  }
}
