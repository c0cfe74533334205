import type { BookmarkEntity } from '../src/features/bookmarks/bookmark.entity.js';
import type {
  BookmarksRepository,
  InsertRefusal,
  NewBookmark,
} from '../src/features/bookmarks/bookmarks.repository.js';

/** An in-memory stand-in for BookmarksRepository, for unit tests that need no database. */
export class FakeBookmarks implements Pick<BookmarksRepository, keyof BookmarksRepository> {
  readonly rows: BookmarkEntity[] = [];
  /** Owners whose account no longer exists. */
  readonly deletedOwners = new Set<number>();
  private clock = Date.parse('2024-11-22T10:00:00.000Z');

  async listOwn(userId: number, limit: number) {
    return this.rows
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, limit);
  }

  async findOwn(userId: number, kind: BookmarkEntity['kind'], target: string) {
    return this.rows.find((row) => row.userId === userId && row.kind === kind && row.target === target) ?? null;
  }

  async countOwn(userId: number) {
    return this.rows.filter((row) => row.userId === userId).length;
  }

  async insert(bookmark: NewBookmark): Promise<BookmarkEntity | InsertRefusal> {
    if (this.deletedOwners.has(bookmark.userId)) return 'no-owner';
    if (await this.findOwn(bookmark.userId, bookmark.kind, bookmark.target)) return 'duplicate';
    this.clock += 1000;
    const row: BookmarkEntity = { id: this.rows.length + 1, ...bookmark, createdAt: new Date(this.clock) };
    this.rows.push(row);
    return row;
  }

  async deleteOwn(userId: number, id: number) {
    const index = this.rows.findIndex((row) => row.userId === userId && row.id === id);
    if (index >= 0) this.rows.splice(index, 1);
    return index >= 0;
  }

  asRepository(): BookmarksRepository {
    return this as unknown as BookmarksRepository;
  }
}
