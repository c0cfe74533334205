import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { BOOKMARKS_MAX, type Bookmark, type BookmarkInput } from '@site/contracts';
import type { CallerIdentity } from '@site/service-kit';
import { toBookmark } from './bookmark-view.js';
import { BookmarksRepository } from './bookmarks.repository.js';

export const TOO_MANY_BOOKMARKS = `You can keep at most ${BOOKMARKS_MAX} bookmarks. Remove some to save more.`;
export const BOOKMARK_NOT_FOUND = 'Bookmark not found.';
export const ACCOUNT_GONE = 'You need to log in first.';

const INT32_MAX = 2_147_483_647;

export interface SavedBookmark {
  bookmark: Bookmark;
  /** False when the caller already kept this item: saving is idempotent. */
  created: boolean;
}

/** A signed-in reader's bookmarks. Every method acts on the caller's own rows only. */
@Injectable()
export class BookmarksService {
  constructor(private readonly bookmarks: BookmarksRepository) {}

  /** All of them, newest first: saving refuses more than the list answers, so it stays bounded. */
  async list(caller: CallerIdentity): Promise<Bookmark[]> {
    const rows = await this.bookmarks.listOwn(caller.userId, BOOKMARKS_MAX);
    return rows.map(toBookmark);
  }

  async add(caller: CallerIdentity, input: BookmarkInput): Promise<SavedBookmark> {
    const kept = await this.bookmarks.findOwn(caller.userId, input.kind, input.target);
    if (kept) return { bookmark: toBookmark(kept), created: false };
    if ((await this.bookmarks.countOwn(caller.userId)) >= BOOKMARKS_MAX) {
      throw new ConflictException(TOO_MANY_BOOKMARKS);
    }
    const saved = await this.bookmarks.insert({ userId: caller.userId, ...input });
    // A concurrent save of the same item won the race: answer the bookmark it stored.
    if (saved === 'duplicate') return this.add(caller, input);
    // The account was deleted while its signed identity was still valid.
    if (saved === 'no-owner') throw new UnauthorizedException(ACCOUNT_GONE);
    return { bookmark: toBookmark(saved), created: true };
  }

  /** Another reader's bookmark answers as not found, so ids reveal nothing. */
  async remove(caller: CallerIdentity, id: number): Promise<void> {
    // An id outside the column's range names no bookmark; asking the database would be an error.
    const removed = id >= 1 && id <= INT32_MAX && (await this.bookmarks.deleteOwn(caller.userId, id));
    if (!removed) throw new NotFoundException(BOOKMARK_NOT_FOUND);
  }
}
