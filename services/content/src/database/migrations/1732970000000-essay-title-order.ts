import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list by title breaks ties by the newest id (`title, id DESC`), which the `(title, id)` index cannot give
 * in order: with thousands of essays every page by title sorted them all. This index matches the order.
 */
export class EssayTitleOrder1732970000000 implements MigrationInterface {
  name = 'EssayTitleOrder1732970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX essays_title_order_idx ON content.essays (title, id DESC)`);
    await q.query(`DROP INDEX content.essays_title_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX essays_title_idx ON content.essays (title, id)`);
    await q.query(`DROP INDEX content.essays_title_order_idx`);
  }
}
