import type { ChatAuthor } from '@site/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One line of a conversation; its id orders the conversation and resumes a stream (Last-Event-ID). */
@Entity({ name: 'chat_messages' })
export class ChatMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'conversation_id', type: 'integer' })
  conversationId: number;

  @Column({ name: 'sender', type: 'varchar', length: 7 })
  from: ChatAuthor;

  @Column({ type: 'text' })
  body: string;

  /** A keyed hash of the visitor's address, for the per-minute limit; null for the author's answers. */
  @Column({ name: 'ip_hash', type: 'varchar', length: 64, nullable: true })
  ipHash: string | null;

  /** An answer of the author that also went by mail. */
  @Column({ type: 'boolean', default: false })
  mailed: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
