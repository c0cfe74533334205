import { chapterRow, chapterRowsOf, chapterRowsProblem, chaptersOf, clockText, parseClock } from './chapters';

describe('chapter starts', () => {
  it('reads m:ss and h:mm:ss, with a fraction of a second, and nothing else', () => {
    expect(parseClock('0:00')).toBe(0);
    expect(parseClock(' 12:30 ')).toBe(750);
    expect(parseClock('75:00')).toBe(4500);
    expect(parseClock('1:02:03')).toBe(3723);
    expect(parseClock('1:35.5')).toBe(95.5);
    for (const text of ['', '90', '1:5', '1:60', '1:60:00', 'a:00', '1:00:00:00']) expect(parseClock(text)).toBeNull();
  });

  it('writes a start back as the clock, keeping a fraction a chapters file gave', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(3723)).toBe('1:02:03');
    expect(clockText(95.5)).toBe('1:35.5');
    expect(chaptersOf(chapterRowsOf([{ startSeconds: 95.25, title: 'A' }]))).toEqual([
      { startSeconds: 95.25, title: 'A' },
    ]);
  });

  it('says which chapter cannot be saved, and why', () => {
    expect(chapterRowsProblem([chapterRow('0:00', 'A'), chapterRow('soon', 'B')], null)).toBe(
      'Write the start of chapter 2 as m:ss or h:mm:ss.',
    );
    expect(chapterRowsProblem([chapterRow('0:00', ' ')], null)).toBe('Chapter 1 has no title.');
    expect(chapterRowsProblem([chapterRow('0:00', 'A'), chapterRow('3:00', 'B')], 120)).toBe(
      'Chapter 2 starts after the audio ends.',
    );
    expect(chapterRowsProblem([chapterRow('0:00', 'A'), chapterRow('1:00', 'B')], 120)).toBeNull();
  });
});
