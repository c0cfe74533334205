import { dropSearchPartsSql, searchPartsSql } from '@site/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A transcript line names its episode (`searchPartsSql`), so search answers the episode once with its best
 * moments rather than each line as a result. The sync at start rewrites the episodes' rows with it.
 */
export class SearchParts1733320000000 implements MigrationInterface {
  name = 'SearchParts1733320000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of searchPartsSql('content')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropSearchPartsSql('content')) await q.query(sql);
  }
}
