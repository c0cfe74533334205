import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's or reader's conversation with the author. */
@Entity({ name: 'chat_conversations' })
export class ChatConversationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** SHA-256 of the visitor's token: the table alone opens no conversation. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** The reader's account, when they were logged in. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** A keyed hash of the address that started it, for the hourly limit. */
  @Column({ name: 'ip_hash', type: 'varchar', length: 64 })
  ipHash: string;

  /** The last word is the visitor's. */
  @Column({ type: 'boolean', default: true })
  waiting: boolean;

  @Column({ name: 'last_message_at', type: 'timestamptz' })
  lastMessageAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
