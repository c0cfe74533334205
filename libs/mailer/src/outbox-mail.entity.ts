import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OutgoingMail } from './mail.js';

/**
 * A mail waiting in a service's own schema (each service registers this entity and creates the table with
 * `createOutboxTable`). Sent rows stay as the record of what went out.
 */
@Entity({ name: 'outbox' })
export class OutboxMailEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'jsonb' })
  mail: OutgoingMail;

  /** Failed attempts so far. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** Not before this; a worker that claims the mail moves it ahead by its lease, so no other takes it meanwhile. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
