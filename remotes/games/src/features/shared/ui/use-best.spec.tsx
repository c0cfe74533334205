import { act, renderHook, waitFor } from '@testing-library/react';
import { FORGED_TIME_MESSAGE, type PersonalBest } from '@site/contracts';
import { mockFetch, queryWrapper, reader, type FakeReply } from '@site/testing';
import { readBest } from './best-scores';
import { useBest } from './use-best';

const SIGNED_IN: FakeReply = { body: reader };
const VISITOR: FakeReply = { status: 401, body: { message: 'Unauthorized' } };
const at = '2024-11-22T10:00:00.000Z';
const sudokuBest = (timeMs: number): PersonalBest => ({ game: 'sudoku', level: 'easy', timeMs, achievedAt: at });

const realFetch = globalThis.fetch;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderBest(game = 'sudoku', level = 'easy', better: 'lower' | 'higher' = 'lower') {
  return renderHook(() => useBest(game, level, better), queryWrapper());
}

/** Lets pending requests and their state updates settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useBest for a visitor', () => {
  it('keeps the record in the browser and never calls the results API', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': VISITOR });
    window.localStorage.setItem('games:best:sudoku:easy', '95000');
    const { result } = renderBest();
    expect(result.current.best).toBe(95_000);

    act(() => result.current.offer(90_000));
    expect(result.current.best).toBe(90_000);
    act(() => result.current.offer(120_000));
    expect(result.current.best).toBe(90_000);
    expect(readBest('sudoku', 'easy')).toBe(90_000);

    await settle();
    expect(fetchMock.calls()).toEqual(['GET /api/user']);
  });
});

describe('useBest for a signed-in player', () => {
  it("shows the account's best when it beats the browser's", async () => {
    mockFetch({ 'GET /api/user': SIGNED_IN, 'GET /api/games/results/me': { body: [sudokuBest(80_000)] } });
    window.localStorage.setItem('games:best:sudoku:easy', '95000');
    const { result } = renderBest();
    expect(result.current.best).toBe(95_000);
    await waitFor(() => expect(result.current.best).toBe(80_000));
  });

  it("keeps the browser's best when it beats the account's", async () => {
    const fetchMock = mockFetch({
      'GET /api/user': SIGNED_IN,
      'GET /api/games/results/me': { body: [sudokuBest(120_000)] },
    });
    window.localStorage.setItem('games:best:sudoku:easy', '95000');
    const { result } = renderBest();
    await waitFor(() => expect(fetchMock.calls()).toContain('GET /api/games/results/me'));
    await settle();
    expect(result.current.best).toBe(95_000);
  });

  it('sends each finished game and shows the best the account answers', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': SIGNED_IN,
      'GET /api/games/results/me': { body: [] },
      'POST /api/games/results': ({ body }) => {
        const { timeMs } = body as { timeMs: number };
        return { status: 201, body: { result: sudokuBest(timeMs), best: sudokuBest(70_000) } };
      },
    });
    const { result } = renderBest();
    await waitFor(() => expect(fetchMock.calls()).toContain('GET /api/games/results/me'));

    act(() => result.current.offer(90_000));
    expect(result.current.best).toBe(90_000);
    await waitFor(() => expect(result.current.best).toBe(70_000));

    expect(fetchMock.bodies('POST /api/games/results')).toEqual([
      {
        game: 'sudoku',
        level: 'easy',
        timeMs: 90_000,
      },
    ]);
  });

  it('sends a score for space-invaders and keeps the higher one', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': SIGNED_IN,
      'GET /api/games/results/me': {
        body: [{ game: 'space-invaders', level: 'standard', score: 2_000, achievedAt: at }],
      },
      'POST /api/games/results': { status: 201, body: {} },
    });
    const { result } = renderBest('space-invaders', 'standard', 'higher');
    await waitFor(() => expect(result.current.best).toBe(2_000));
    act(() => result.current.offer(1_500));
    await settle();
    expect(result.current.best).toBe(2_000);
    expect(readBest('space-invaders', 'standard')).toBe(1_500);
    expect(fetchMock.bodies('POST /api/games/results')).toEqual([
      {
        game: 'space-invaders',
        level: 'standard',
        score: 1_500,
      },
    ]);
  });

  it('never sends a result the service would refuse', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': SIGNED_IN, 'GET /api/games/results/me': { body: [] } });
    const { result } = renderBest();
    await waitFor(() => expect(fetchMock.calls()).toContain('GET /api/games/results/me'));
    act(() => result.current.offer(3_000));
    await settle();
    expect(result.current.best).toBe(3_000);
    expect(fetchMock.calls()).not.toContain('POST /api/games/results');
  });

  it('goes on with the browser record when the results API fails', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': SIGNED_IN,
      'GET /api/games/results/me': { status: 500, body: { message: 'down' } },
      'POST /api/games/results': { status: 400, body: { message: [FORGED_TIME_MESSAGE] } },
    });
    window.localStorage.setItem('games:best:sudoku:easy', '95000');
    const { result } = renderBest();
    await waitFor(() => expect(fetchMock.calls()).toContain('GET /api/games/results/me'));
    act(() => result.current.offer(90_000));
    await waitFor(() => expect(fetchMock.calls()).toContain('POST /api/games/results'));
    await settle();
    expect(result.current.best).toBe(90_000);
    expect(readBest('sudoku', 'easy')).toBe(90_000);
  });

  it('ignores a malformed bests reply', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': SIGNED_IN, 'GET /api/games/results/me': { body: { no: 1 } } });
    window.localStorage.setItem('games:best:sudoku:easy', '95000');
    const { result } = renderBest();
    await waitFor(() => expect(fetchMock.calls()).toContain('GET /api/games/results/me'));
    await settle();
    expect(result.current.best).toBe(95_000);
  });

  it('offers through the same function before and after the session loads', async () => {
    mockFetch({ 'GET /api/user': SIGNED_IN, 'GET /api/games/results/me': { body: [sudokuBest(80_000)] } });
    const { result } = renderBest();
    const first = result.current.offer;
    await waitFor(() => expect(result.current.best).toBe(80_000));
    expect(result.current.offer).toBe(first);
  });
});
