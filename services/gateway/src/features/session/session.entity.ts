import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  sid: string;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** The logged-in account (null for a session without one), so all of its sessions can be listed and ended. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  /** e.g. "Firefox on Linux", from the User-Agent at login. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  device: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;
}
