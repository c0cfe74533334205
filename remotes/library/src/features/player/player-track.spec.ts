import { chapterAt } from './player-track';

test('the chapter playing is the last that has begun', () => {
  const chapters = [
    { startSeconds: 0, title: 'Opening' },
    { startSeconds: 30, title: 'Middle' },
  ];
  expect(chapterAt(chapters, 29.9)?.title).toBe('Opening');
  expect(chapterAt(chapters, 30)?.title).toBe('Middle');
  expect(chapterAt([], 30)).toBeNull();
});
