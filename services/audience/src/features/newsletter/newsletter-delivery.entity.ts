import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One issue's mail to one subscriber: at most one per pair, so a send that is repeated or resumed never mails
 * anyone twice. Each carries its own unsubscribe token, since a subscriber's first one is kept only as a hash.
 */
@Entity({ name: 'newsletter_deliveries' })
export class NewsletterDeliveryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'issue_id', type: 'integer' })
  issueId: number;

  @Column({ name: 'subscriber_id', type: 'integer' })
  subscriberId: number;

  /** The mail in the outbox, whose `sent_at` tells whether it went out. */
  @Column({ name: 'outbox_id', type: 'integer' })
  outboxId: number;

  /** SHA-256 of the token in this mail's unsubscribe link and `List-Unsubscribe` header. */
  @Column({ name: 'unsubscribe_token_hash', type: 'varchar', length: 64, unique: true })
  unsubscribeTokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
