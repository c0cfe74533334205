import { dropSearchTableSql, searchTableSql } from '@site/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The content service's part of site search (essays, journal entries, topics): see `searchTableSql`. */
export class Search1732650000000 implements MigrationInterface {
  name = 'Search1732650000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of searchTableSql('content')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropSearchTableSql('content')) await q.query(sql);
  }
}
