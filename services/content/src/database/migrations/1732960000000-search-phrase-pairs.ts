import { dropSearchPhrasePairsSql, searchPhrasePairsSql } from '@site/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each pair of adjacent words also in `search`, so quoted phrases narrow in the index: see `searchPhrasePairsSql`. */
export class SearchPhrasePairs1732960000000 implements MigrationInterface {
  name = 'SearchPhrasePairs1732960000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of searchPhrasePairsSql('content')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropSearchPhrasePairsSql('content')) await q.query(sql);
  }
}
