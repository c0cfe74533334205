import type { IssueStatus } from '@site/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One issue of the newsletter: a draft until sent; the archive lists those sent. */
@Entity({ name: 'newsletter_issues' })
export class NewsletterIssueEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  subject: string;

  @Column({ type: 'varchar', length: 8 })
  status: IssueStatus;

  /** Sanitised HTML, as mailed: the intro, the essay's title and its body. */
  @Column({ type: 'text' })
  html: string;

  /** The mail's plain-text part. */
  @Column({ type: 'text', default: '' })
  text: string;

  /** The essay it was composed from; null for the issues shipped with the archive. */
  @Column({ name: 'essay_slug', type: 'varchar', length: 200, nullable: true })
  essaySlug: string | null;

  @Column({ name: 'essay_title', type: 'varchar', length: 300, nullable: true })
  essayTitle: string | null;

  /** Markdown above the essay. */
  @Column({ type: 'text', default: '' })
  intro: string;

  /** The essay's body, sanitised, as the composer last saved it. */
  @Column({ name: 'body_html', type: 'text', default: '' })
  bodyHtml: string;

  /** When sending began: the date the archive shows. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'test_sent_at', type: 'timestamptz', nullable: true })
  testSentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
