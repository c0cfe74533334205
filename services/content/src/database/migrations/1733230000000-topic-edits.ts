import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the administrator last wrote a topic's description: from then on the seed leaves it alone. */
export class TopicEdits1733230000000 implements MigrationInterface {
  name = 'TopicEdits1733230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.topics ADD COLUMN description_edited_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.topics DROP COLUMN description_edited_at`);
  }
}
