import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row: when the author was last in the admin inbox, shared by every replica. */
@Entity({ name: 'author_presence' })
export class AuthorPresenceEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'seen_at', type: 'timestamptz' })
  seenAt: Date;
}
