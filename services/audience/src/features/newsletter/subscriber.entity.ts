import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const SUBSCRIBER_STATUSES = ['waiting', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** An address that asked for the newsletter: waiting until its confirm link is used. */
@Entity({ name: 'subscribers' })
export class SubscriberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Trimmed and lower-cased, so one address is one row. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 12 })
  status: SubscriberStatus;

  /** SHA-256 of the token in the latest confirm link. */
  @Column({ name: 'confirm_token_hash', type: 'varchar', length: 64, nullable: true, unique: true })
  confirmTokenHash: string | null;

  /** SHA-256 of the token every mail's unsubscribe link carries. */
  @Column({ name: 'unsubscribe_token_hash', type: 'varchar', length: 64, unique: true })
  unsubscribeTokenHash: string;

  /** When the latest confirm link was mailed. */
  @Column({ name: 'confirm_sent_at', type: 'timestamptz' })
  confirmSentAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
