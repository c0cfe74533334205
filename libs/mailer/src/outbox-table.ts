import type { QueryRunner } from 'typeorm';

/** The table behind `OutboxMailEntity`, for a service's migration; `schema` is the service's own. */
export async function createOutboxTable(q: QueryRunner, schema: string): Promise<void> {
  await q.query(`CREATE TABLE "${schema}".outbox (
    id serial PRIMARY KEY,
    mail jsonb NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now())`);
  await q.query(`CREATE INDEX outbox_due_idx ON "${schema}".outbox (next_attempt_at) WHERE sent_at IS NULL`);
}
