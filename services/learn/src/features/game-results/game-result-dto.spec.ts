import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { FORGED_TIME_MESSAGE, MAX_GAME_SCORE, minTimeMs } from '@site/contracts';
import { GameResultDto } from '@site/contracts/dto';

/** The messages the service's ValidationPipe would answer for this body (none when it is valid). */
async function problems(body: Record<string, unknown>): Promise<string[]> {
  const errors = await validate(plainToInstance(GameResultDto, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('GameResultDto', () => {
  it.each([
    { game: 'sudoku', level: 'easy', timeMs: 95_000 },
    { game: 'sudoku', level: 'expert', timeMs: minTimeMs('sudoku', 'expert') },
    { game: 'minesweeper', level: 'beginner', timeMs: 1_000, seed: 'm1' },
    { game: 'suguru', level: 'hard', timeMs: 30_000 },
    { game: 'nonogram', level: '15', timeMs: 40_000 },
    { game: 'crossword', level: 'cold-snap', timeMs: 300_000 },
    { game: 'space-invaders', level: 'standard', score: 0 },
    { game: 'space-invaders', level: 'standard', score: MAX_GAME_SCORE },
  ])('accepts %j', async (body) => {
    expect(await problems(body)).toEqual([]);
  });

  it('refuses a time faster than the game can be played', async () => {
    expect(await problems({ game: 'sudoku', level: 'easy', timeMs: 3_000 })).toEqual([FORGED_TIME_MESSAGE]);
    expect(
      await problems({ game: 'crossword', level: 'falling', timeMs: minTimeMs('crossword', 'falling') - 1 }),
    ).toEqual([FORGED_TIME_MESSAGE]);
  });

  it.each([
    ['an unknown game', { game: 'chess', level: 'easy', timeMs: 95_000 }, /game must be one of/],
    ['a level of another game', { game: 'sudoku', level: 'beginner', timeMs: 95_000 }, /level must be one of/],
    ['a crossword that does not exist', { game: 'crossword', level: 'standard', timeMs: 95_000 }, /level/],
    ['a missing time', { game: 'sudoku', level: 'easy' }, /timeMs is required/],
    ['a score for a timed game', { game: 'sudoku', level: 'easy', timeMs: 95_000, score: 5 }, /takes a time/],
    ['a fractional time', { game: 'sudoku', level: 'easy', timeMs: 95_000.5 }, /whole/],
    ['a time as text', { game: 'sudoku', level: 'easy', timeMs: '95000' }, /whole/],
    ['a negative time', { game: 'minesweeper', level: 'beginner', timeMs: -1 }, /non-negative/],
    ['a time of more than a day', { game: 'sudoku', level: 'easy', timeMs: 90_000_000 }, /at most/],
    ['a missing score', { game: 'space-invaders', level: 'standard' }, /score is required/],
    ['a time for a scored game', { game: 'space-invaders', level: 'standard', score: 5, timeMs: 1 }, /takes a score/],
    ['a negative score', { game: 'space-invaders', level: 'standard', score: -1 }, /score must be/],
    ['a score too high', { game: 'space-invaders', level: 'standard', score: MAX_GAME_SCORE + 1 }, /score must be/],
    ['a fractional score', { game: 'space-invaders', level: 'standard', score: 1.5 }, /score must be/],
    ['a long seed', { game: 'sudoku', level: 'easy', timeMs: 95_000, seed: 'x'.repeat(101) }, /seed/],
    ['an unknown field', { game: 'sudoku', level: 'easy', timeMs: 95_000, userId: 7 }, /should not exist/],
  ])('refuses %s', async (_label, body, message) => {
    const found = await problems(body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join(' ')).toMatch(message);
  });
});
