import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One issue of the newsletter; the archive lists those sent. */
@Entity({ name: 'newsletter_issues' })
export class NewsletterIssueEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  subject: string;

  /** Sanitised HTML, as mailed. */
  @Column({ type: 'text' })
  html: string;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
