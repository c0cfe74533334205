import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One admin action as the gateway saw it pass. */
@Entity({ name: 'audit_log' })
@Index('audit_log_user_at_idx', ['userId', 'at'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('audit_log_at_idx')
  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ name: 'user_name', type: 'varchar', length: 200, nullable: true })
  userName: string | null;

  @Column({ name: 'user_email', type: 'varchar', length: 320, nullable: true })
  userEmail: string | null;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  @Column({ type: 'varchar', length: 2000 })
  path: string;

  @Column({ type: 'varchar', length: 300 })
  summary: string;

  @Column({ type: 'smallint' })
  status: number;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Column({ name: 'user_agent', type: 'varchar', length: 500 })
  userAgent: string;

  @Column({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null;

  /** The service whose own audit event this entry copies (see `ServiceAuditEvents`); null for a request seen. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  source: string | null;

  @Column({ name: 'source_id', type: 'integer', nullable: true })
  sourceId: number | null;
}
