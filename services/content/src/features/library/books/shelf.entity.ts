import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One of the author's own shelves; the status shelves (Reading, Read, To read) are a book's status, not rows. */
@Entity({ name: 'library_shelves' })
export class ShelfEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  /** Where the shelf stands among the own shelves, lowest first. */
  @Column({ type: 'integer' })
  position: number;
}
