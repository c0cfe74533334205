import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Topics gain a description of what they cover; the seed fills it in. */
export class TopicDescriptions1732850000000 implements MigrationInterface {
  name = 'TopicDescriptions1732850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.topics ADD COLUMN description text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.topics DROP COLUMN description`);
  }
}
