import { dropSearchPhrasePairsSql, searchPhrasePairsSql } from '@site/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The phrase pairs content's search already had (`searchPhrasePairsSql`): the shared repository asks for
 * them whenever a query holds a phrase, so learn's `search` column must hold them too.
 */
export class SearchPhrasePairs1732980000000 implements MigrationInterface {
  name = 'SearchPhrasePairs1732980000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of searchPhrasePairsSql('learn')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropSearchPhrasePairsSql('learn')) await q.query(sql);
  }
}
