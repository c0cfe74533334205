import { ConflictException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { BOOKMARKS_MAX, type BookmarkInput } from '@site/contracts';
import { FakeBookmarks } from '../../../test/fake-bookmarks.js';
import { BookmarksService, TOO_MANY_BOOKMARKS } from './bookmarks.service.js';

const ada = { userId: 7, isAdmin: false };
const grace = { userId: 8, isAdmin: false };
const essay: BookmarkInput = { kind: 'essay', target: 'on-doubt', title: 'On doubt', path: '/essay/on-doubt' };
const course: BookmarkInput = {
  kind: 'course',
  target: 'logic-and-proof',
  title: 'Logic and proof',
  path: '/courses/logic-and-proof',
};

describe('BookmarksService', () => {
  let store: FakeBookmarks;
  let service: BookmarksService;

  beforeEach(() => {
    store = new FakeBookmarks();
    service = new BookmarksService(store.asRepository());
  });

  it('saves an item once and answers the kept bookmark when it is saved again', async () => {
    const first = await service.add(ada, essay);
    expect(first).toEqual({
      created: true,
      bookmark: { id: 1, ...essay, createdAt: '2024-11-22T10:00:01.000Z' },
    });
    const again = await service.add(ada, { ...essay, title: 'A new title' });
    expect(again).toEqual({ created: false, bookmark: first.bookmark });
    expect(store.rows).toHaveLength(1);
  });

  it('answers the bookmark a concurrent save stored when the insert finds it taken', async () => {
    await store.insert({ userId: ada.userId, ...essay });
    const findOwn = store.findOwn.bind(store);
    let lookups = 0;
    // The first lookup runs before the other request's insert lands.
    store.findOwn = async (...args) => (lookups++ === 0 ? null : findOwn(...args));
    const saved = await service.add(ada, essay);
    expect(saved).toEqual({ created: false, bookmark: expect.objectContaining({ id: store.rows[0].id }) });
    expect(store.rows).toHaveLength(1);
  });

  it("lists only the caller's bookmarks, newest first, without the owner", async () => {
    await service.add(ada, essay);
    await service.add(grace, essay);
    await service.add(ada, course);
    const list = await service.list(ada);
    expect(list.map((bookmark) => bookmark.target)).toEqual(['logic-and-proof', 'on-doubt']);
    expect(list[0]).not.toHaveProperty('userId');
    expect(await service.list(grace)).toHaveLength(1);
  });

  it("removes the caller's bookmark and refuses another reader's as not found", async () => {
    const { bookmark } = await service.add(ada, essay);
    await expect(service.remove(grace, bookmark.id)).rejects.toBeInstanceOf(NotFoundException);
    expect(await service.list(ada)).toHaveLength(1);
    await service.remove(ada, bookmark.id);
    expect(await service.list(ada)).toEqual([]);
    await expect(service.remove(ada, bookmark.id)).rejects.toBeInstanceOf(NotFoundException);
  });

  it('answers not found for ids no bookmark can have', async () => {
    for (const id of [0, -1, 2 ** 31]) {
      await expect(service.remove(ada, id)).rejects.toBeInstanceOf(NotFoundException);
    }
  });

  it(`refuses a new item beyond ${BOOKMARKS_MAX}, but still answers one already kept`, async () => {
    for (let n = 0; n < BOOKMARKS_MAX; n++) {
      await store.insert({ userId: ada.userId, ...essay, target: `essay-${n}` });
    }
    await expect(service.add(ada, course)).rejects.toThrow(new ConflictException(TOO_MANY_BOOKMARKS));
    await expect(service.add(ada, { ...essay, target: 'essay-0' })).resolves.toMatchObject({ created: false });
    expect(await service.list(ada)).toHaveLength(BOOKMARKS_MAX);
  });

  it('answers 401 when the account is gone', async () => {
    store.deletedOwners.add(ada.userId);
    await expect(service.add(ada, essay)).rejects.toBeInstanceOf(UnauthorizedException);
    expect(store.rows).toHaveLength(0);
  });
});
