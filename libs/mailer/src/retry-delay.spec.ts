import { retryDelayMs } from './retry-delay.js';

describe('the wait before a mail is tried again', () => {
  it('doubles from the first wait with each failure', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 1000, 60_000))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never grows past the longest wait, however many failures', () => {
    expect(retryDelayMs(50, 1000, 60_000)).toBe(60_000);
    expect(retryDelayMs(5000, 1000, 60_000)).toBe(60_000);
  });
});
