import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The author's answer to a contact message, sent by mail. */
@Entity({ name: 'contact_replies' })
export class ContactReplyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'contact_message_id', type: 'integer' })
  contactMessageId: number;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
