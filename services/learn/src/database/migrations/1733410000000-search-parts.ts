import { dropSearchPartsSql, searchPartsSql } from '@site/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lesson names its course (`searchPartsSql`), so a search matching both answers the course with the
 * lessons under it. The sync at start rewrites the lessons' rows with it.
 */
export class SearchParts1733410000000 implements MigrationInterface {
  name = 'SearchParts1733410000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of searchPartsSql('learn')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropSearchPartsSql('learn')) await q.query(sql);
  }
}
