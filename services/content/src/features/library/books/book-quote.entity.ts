import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { BookEntity } from './book.entity.js';

/** A line the author kept from a book. */
@Entity({ name: 'book_quotes' })
export class BookQuoteEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // A string target and `Relation<>` keep this module from loading book.entity at start (ESM cycles).
  @ManyToOne('BookEntity', (book: BookEntity) => book.quotes, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'book_id' })
  book: Relation<BookEntity>;

  /** Order within the book's quotes, lowest first. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'integer', nullable: true })
  page: number | null;
}
