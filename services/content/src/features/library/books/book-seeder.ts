import path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { SEED_DIR } from '../../../config.js';
import { readBookSeeds, readShelfSeeds } from './book-seeds.js';
import { BooksRepository } from './books.repository.js';

/** Where the shipped books live: `seed/library/books/` (shelves.json and one `<slug>.md` per book). */
export const BOOK_SEED_DIR = path.join(SEED_DIR, 'library', 'books');

/** Adds the shipped shelves and books that are not stored yet; running it again changes nothing. */
@Injectable()
export class BookSeeder {
  private readonly logger = new Logger(BookSeeder.name);

  constructor(private readonly books: BooksRepository) {}

  async seed(dir = BOOK_SEED_DIR): Promise<void> {
    const shelves = await readShelfSeeds(path.join(dir, 'shelves.json'));
    const added = await this.books.addMissing(shelves, await readBookSeeds(dir, shelves));
    if (added > 0) this.logger.log(`Seeded ${added} books`);
  }
}
