import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { RemoteName } from '@site/contracts';
import { HEALTH_FLUSH_MS, HealthCounter, type ReleaseCount } from './health-counter.js';
import type { MinuteCount } from './releases.repository.js';

const NINE = Date.parse('2026-12-01T09:00:00.000Z');
const at = (iso: string) => new Date(iso);

const count = (releaseId: number, views: number, errors: number, judge = false): ReleaseCount => ({
  releaseId,
  remote: releaseId === 1 || releaseId === 2 ? 'games' : 'learn',
  views,
  errors,
  judge,
});

/** A counter over a repository whose writes fail `failures` times first, at a clock the test moves. */
function setup({ failures = 0 } = {}) {
  let now = NINE + 10_000;
  let failing = failures;
  const addHealth = jest.fn(async (_counts: MinuteCount[]) => {
    if (failing > 0) {
      failing -= 1;
      throw new Error('connection refused');
    }
  });
  const judge = jest.fn(async (remotes: RemoteName[]) => void remotes);
  const counter = new HealthCounter({ addHealth }, judge, () => now);
  return { counter, addHealth, judge, advance: (ms: number) => (now += ms) };
}

describe('HealthCounter', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sums the counts per release and minute, and writes them in one call after HEALTH_FLUSH_MS', async () => {
    const { counter, addHealth, judge, advance } = setup();
    counter.add(count(1, 1, 0));
    counter.add(count(1, 50, 2));
    counter.add(count(3, 4, 1));
    advance(60_000);
    counter.add(count(1, 1, 1));
    await jest.advanceTimersByTimeAsync(HEALTH_FLUSH_MS - 1);
    expect(addHealth).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(addHealth).toHaveBeenCalledTimes(1);
    expect(addHealth).toHaveBeenCalledWith([
      { releaseId: 1, minute: at('2026-12-01T09:00:00.000Z'), views: 51, errors: 2 },
      { releaseId: 3, minute: at('2026-12-01T09:00:00.000Z'), views: 4, errors: 1 },
      { releaseId: 1, minute: at('2026-12-01T09:01:00.000Z'), views: 1, errors: 1 },
    ]);
    // No canary was counted: nothing to judge.
    expect(judge).not.toHaveBeenCalled();
    // Nothing new: nothing written.
    await jest.advanceTimersByTimeAsync(10 * HEALTH_FLUSH_MS);
    expect(addHealth).toHaveBeenCalledTimes(1);
  });

  it('judges the remotes whose canaries were counted, once the counts are written', async () => {
    const { counter, addHealth, judge } = setup();
    counter.add(count(1, 50, 0, true));
    counter.add(count(2, 50, 9, true));
    counter.add(count(3, 10, 0));
    await jest.advanceTimersByTimeAsync(HEALTH_FLUSH_MS);
    expect(judge).toHaveBeenCalledTimes(1);
    expect(judge).toHaveBeenCalledWith(['games']);
    expect(addHealth.mock.invocationCallOrder[0]).toBeLessThan(judge.mock.invocationCallOrder[0]);
  });

  it('keeps the counts of a failed write for the next one, with those counted meanwhile', async () => {
    const { counter, addHealth, judge } = setup({ failures: 2 });
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    counter.add(count(2, 30, 30, true));
    await jest.advanceTimersByTimeAsync(HEALTH_FLUSH_MS);
    counter.add(count(2, 10, 0, true));
    await jest.advanceTimersByTimeAsync(HEALTH_FLUSH_MS);
    expect(addHealth).toHaveBeenCalledTimes(2);
    expect(judge).not.toHaveBeenCalled();
    // Logged once, however many writes fail.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('connection refused');
    // The next write needs no new count to happen.
    await jest.advanceTimersByTimeAsync(HEALTH_FLUSH_MS);
    expect(addHealth).toHaveBeenCalledTimes(3);
    expect(addHealth).toHaveBeenLastCalledWith([
      { releaseId: 2, minute: at('2026-12-01T09:00:00.000Z'), views: 40, errors: 30 },
    ]);
    expect(judge).toHaveBeenCalledWith(['games']);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('writes what was counted at the stop, at once, and leaves no timer behind', async () => {
    const { counter, addHealth, judge } = setup();
    counter.add(count(3, 5, 0, true));
    await counter.stop();
    expect(addHealth).toHaveBeenCalledWith([
      { releaseId: 3, minute: at('2026-12-01T09:00:00.000Z'), views: 5, errors: 0 },
    ]);
    expect(judge).toHaveBeenCalledWith(['learn']);
    expect(jest.getTimerCount()).toBe(0);
    // A request still being answered during the stop: its count is written without a timer.
    counter.add(count(3, 1, 0));
    expect(jest.getTimerCount()).toBe(0);
    await counter.flush();
    expect(addHealth).toHaveBeenCalledTimes(2);
    expect(addHealth).toHaveBeenLastCalledWith([
      { releaseId: 3, minute: at('2026-12-01T09:00:00.000Z'), views: 1, errors: 0 },
    ]);
  });

  it('throws nothing when the write fails at the stop, and says what was lost', async () => {
    const { counter, addHealth } = setup({ failures: 1 });
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    counter.add(count(1, 7, 1));
    await expect(counter.stop()).resolves.toBeUndefined();
    expect(addHealth).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('7 page views of the remote releases were not counted before the stop');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('logs a judgement that fails, and goes on counting', async () => {
    const { counter, addHealth, judge } = setup();
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    judge.mockRejectedValueOnce(new Error('deadlock detected'));
    counter.add(count(1, 1, 1, true));
    await jest.advanceTimersByTimeAsync(HEALTH_FLUSH_MS);
    expect(warn).toHaveBeenCalledWith('The canaries of games were not judged: deadlock detected');
    counter.add(count(1, 1, 0, true));
    await jest.advanceTimersByTimeAsync(HEALTH_FLUSH_MS);
    expect(addHealth).toHaveBeenCalledTimes(2);
    expect(judge).toHaveBeenCalledTimes(2);
  });
});
