import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a mailed code proves: the account's own address, or the new address of an email change. */
export type EmailCodePurpose = 'verify' | 'email-change';

/** The one live code of an account for a purpose; a new code replaces it, a right entry deletes it. */
@Entity({ name: 'email_codes' })
export class EmailCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  purpose: EmailCodePurpose;

  /** The address the code was sent to (lower-cased). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  /** Wrong entries so far. */
  @Column({ type: 'integer', default: 0 })
  tries: number;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Start of the hour whose sends `windowSends` counts. */
  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt: Date;

  @Column({ name: 'window_sends', type: 'integer', default: 1 })
  windowSends: number;
}
