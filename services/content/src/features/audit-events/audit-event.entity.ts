import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A change the service made by itself, in the audit log's words, waiting for the gateway to copy it. */
@Entity({ name: 'audit_events' })
export class AuditEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'varchar', length: 300 })
  summary: string;

  /** The page of what changed (`/essay/on-attention`). */
  @Column({ type: 'varchar', length: 500 })
  path: string;
}
