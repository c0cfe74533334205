import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The show's settings as the author saved them: one row, absent until the first save (the seed's show till then). */
@Entity({ name: 'podcast_show' })
export class PodcastShowEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 200 })
  author: string;

  @Column({ name: 'owner_name', type: 'varchar', length: 200 })
  ownerName: string;

  @Column({ name: 'owner_email', type: 'varchar', length: 200 })
  ownerEmail: string;

  @Column({ type: 'varchar', length: 35 })
  language: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;

  @Column({ type: 'varchar', length: 100 })
  subcategory: string;

  @Column({ type: 'boolean' })
  explicit: boolean;

  @Column({ name: 'artwork_url', type: 'varchar', length: 300 })
  artworkUrl: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
