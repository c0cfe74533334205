import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { readFrontMatter, renderMarkdown } from '@site/markdown-render';
import { SEED_DIR } from '../../config.js';
import { IssuesRepository, type NewIssue } from './issues.repository.js';

/** Markdown files with `subject` and `sentAt` front matter, rendered and sanitised as they were mailed. */
export async function readIssueSeeds(dir: string): Promise<NewIssue[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const { data, content } = readFrontMatter(await readFile(path.join(dir, name), 'utf8'));
      if (typeof data.subject !== 'string' || !data.sentAt) throw new Error(`${name} needs subject and sentAt`);
      return { subject: data.subject, html: renderMarkdown(content), sentAt: new Date(data.sentAt) };
    }),
  );
}

/** Adds the shipped past issues to the archive; running it again changes nothing. */
@Injectable()
export class IssueSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(IssueSeedService.name);

  constructor(private readonly issues: IssuesRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    const added = await this.issues.addMissing(await readIssueSeeds(path.join(SEED_DIR, 'newsletter')));
    if (added > 0) this.logger.log(`Seeded ${added} newsletter issues`);
  }
}
