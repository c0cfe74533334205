import { jsonChapters } from './json-chapters.js';

describe('jsonChapters', () => {
  it('ends each chapter where the next starts and the last with the episode', () => {
    expect(
      jsonChapters(
        [
          { startSeconds: 0, title: 'Opening' },
          { startSeconds: 23.15, title: 'Middle' },
        ],
        70.1,
      ),
    ).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, endTime: 23.15, title: 'Opening' },
        { startTime: 23.15, endTime: 70.1, title: 'Middle' },
      ],
    });
  });
});
