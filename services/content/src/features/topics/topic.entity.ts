import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'topics' })
export class TopicEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** One or two sentences on what the topic covers, from the seed. */
  @Column({ type: 'text', default: '' })
  description: string;

  /** Set when the administrator writes the description; the seed then no longer does. */
  @Column({ name: 'description_edited_at', type: 'timestamptz', nullable: true })
  descriptionEditedAt: Date | null;
}
