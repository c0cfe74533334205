import { wantsEventStream } from './event-stream.js';

describe('wantsEventStream', () => {
  it.each([
    ['text/event-stream', true],
    ['text/event-stream; charset=utf-8', true],
    ['application/json, TEXT/EVENT-STREAM', true],
    ['application/json', false],
    ['text/event-streams', false],
    [undefined, false],
  ])('%s → %s', (accept, expected) => {
    expect(wantsEventStream({ accept })).toBe(expected);
  });
});
