import { Injectable } from '@nestjs/common';
import type { AdminShelf } from '@site/contracts';
import { DataSource } from 'typeorm';
import { recordRemoval } from '../library/books/library-removals.js';
import { ShelfEntity } from '../library/books/shelf.entity.js';

/** The author's own shelves; the status shelves are books' statuses, not rows. */
@Injectable()
export class AdminShelvesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The own shelves in their order, with how many books stand on each. */
  list(): Promise<AdminShelf[]> {
    return this.dataSource.query<AdminShelf[]>(
      `SELECT shelf.id, shelf.slug, shelf.name, shelf.description, shelf.position,
              count(held.book_id)::int AS "bookCount"
        FROM content.library_shelves shelf LEFT JOIN content.book_shelves held ON held.shelf_id = shelf.id
        GROUP BY shelf.id ORDER BY shelf.position ASC, shelf.id ASC`,
    );
  }

  find(id: number): Promise<ShelfEntity | null> {
    return this.dataSource.manager.findOneBy(ShelfEntity, { id });
  }

  slugTaken(slug: string): Promise<boolean> {
    return this.dataSource.manager.existsBy(ShelfEntity, { slug });
  }

  /** Adds the shelf after the others; answers its id. */
  create(shelf: Pick<ShelfEntity, 'slug' | 'name' | 'description'>): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // One at a time, so two shelves made at once do not take the same place.
      await manager.query('LOCK TABLE content.library_shelves IN SHARE ROW EXCLUSIVE MODE');
      const [{ next }]: { next: number }[] = await manager.query(
        'SELECT coalesce(max(position), -1) + 1 AS next FROM content.library_shelves',
      );
      return (await manager.save(ShelfEntity, { ...shelf, position: next })).id;
    });
  }

  async update(id: number, fields: Pick<ShelfEntity, 'name' | 'description'>): Promise<void> {
    await this.dataSource.manager.update(ShelfEntity, { id }, fields);
  }

  /** Puts the shelves in this order; answers false, changing nothing, unless it names every shelf once. */
  reorder(ids: number[]): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('LOCK TABLE content.library_shelves IN SHARE ROW EXCLUSIVE MODE');
      const stored = (await manager.find(ShelfEntity, { select: { id: true } })).map((shelf) => shelf.id);
      if (ids.length !== stored.length || new Set(ids).size !== ids.length || !ids.every((id) => stored.includes(id)))
        return false;
      for (const [position, id] of ids.entries()) await manager.update(ShelfEntity, { id }, { position });
      return true;
    });
  }

  /** Takes the shelf down; its books stay in the library, off it. */
  remove(shelf: ShelfEntity): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.delete(ShelfEntity, { id: shelf.id });
      await recordRemoval(manager, 'shelf', shelf.slug);
    });
  }
}
