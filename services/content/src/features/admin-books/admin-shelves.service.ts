import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { shelfSlugOf, SHELVES_MAX, type AdminShelf, type AdminShelfInput } from '@site/contracts';
import type { Worded } from '@site/service-kit';
import type { ShelfEntity } from '../library/books/shelf.entity.js';
import { AdminShelvesRepository } from './admin-shelves.repository.js';
import { shelfSaveWords } from './book-words.js';

const UNIQUE_VIOLATION = '23505';

const slugConflict = (name: string, slug: string) =>
  new ConflictException(
    `Another shelf already has the address "${slug}" that “${name}” would take. Choose another name.`,
  );

/**
 * The author's own shelves: made from a name (which gives the shelf its address, kept when it is renamed), described,
 * put in order and taken down, the books staying in the library.
 */
@Injectable()
export class AdminShelvesService {
  constructor(private readonly shelves: AdminShelvesRepository) {}

  list(): Promise<AdminShelf[]> {
    return this.shelves.list();
  }

  async create(input: AdminShelfInput): Promise<Worded<AdminShelf>> {
    const { slug, problem } = shelfSlugOf(input.name);
    if (problem !== null) throw new BadRequestException(problem);
    // The order of the shelves is sent whole, and bounded.
    if ((await this.shelves.list()).length >= SHELVES_MAX) {
      throw new BadRequestException(`There are ${SHELVES_MAX} shelves already: take one down first.`);
    }
    if (await this.shelves.slugTaken(slug)) throw slugConflict(input.name, slug);
    let id: number;
    try {
      id = await this.shelves.create({ slug, name: input.name, description: input.description });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION)
        throw slugConflict(input.name, slug);
      throw error;
    }
    return { value: await this.view(id), words: shelfSaveWords(null, input) };
  }

  async update(id: number, input: AdminShelfInput): Promise<Worded<AdminShelf>> {
    const before = await this.found(id);
    await this.shelves.update(id, { name: input.name, description: input.description });
    return { value: await this.view(id), words: shelfSaveWords(before, input) };
  }

  async reorder(ids: number[]): Promise<Worded<AdminShelf[]>> {
    if (!(await this.shelves.reorder(ids))) {
      throw new BadRequestException('Name every shelf once, in the new order: the shelves have changed meanwhile.');
    }
    return { value: await this.shelves.list(), words: 'put the shelves in a new order' };
  }

  /** Takes the shelf down; its books stay in the library. */
  async remove(id: number): Promise<string> {
    const shelf = await this.found(id);
    await this.shelves.remove(shelf);
    return `removed the shelf “${shelf.name}”`;
  }

  private async found(id: number): Promise<ShelfEntity> {
    const shelf = await this.shelves.find(id);
    if (!shelf) throw new NotFoundException('Shelf not found');
    return shelf;
  }

  private async view(id: number): Promise<AdminShelf> {
    const shelf = (await this.shelves.list()).find((row) => row.id === id);
    if (!shelf) throw new NotFoundException('Shelf not found');
    return shelf;
  }
}
