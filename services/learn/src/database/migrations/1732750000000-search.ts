import { dropSearchTableSql, searchTableSql } from '@site/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The learn service's part of site search (courses, lessons, quizzes): see `searchTableSql`. */
export class Search1732750000000 implements MigrationInterface {
  name = 'Search1732750000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of searchTableSql('learn')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropSearchTableSql('learn')) await q.query(sql);
  }
}
