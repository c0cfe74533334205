import { Column, Entity } from 'typeorm';
import { SeededEntity } from '../seed/seeded.entity.js';

@Entity({ name: 'courses' })
export class CourseEntity extends SeededEntity {
  @Column({ type: 'text', default: '' })
  summary: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  level: string | null;

  @Column({ name: 'estimated_minutes', type: 'integer', nullable: true })
  estimatedMinutes: number | null;

  /** Null for a draft, which the site never shows. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** When an import last wrote it; a course the admin imported or saved is no longer rewritten from its seed files. */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt: Date | null;
}
