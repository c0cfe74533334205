/** @jest-environment node */
import { readSeedParams, seedQuery } from './url';

const LEVELS = ['easy', 'hard'] as const;

describe('seed URLs', () => {
  it('round-trips seed and level', () => {
    const query = seedQuery('a b&c', 'hard');
    expect(readSeedParams(`?${query}`, LEVELS, 'easy')).toEqual({ seed: 'a b&c', level: 'hard' });
  });

  it('falls back to the default level, and says when there is no seed', () => {
    expect(readSeedParams('level=nightmare', LEVELS, 'easy')).toEqual({ seed: null, level: 'easy' });
    expect(readSeedParams('seed=%20&level=hard', LEVELS, 'easy')).toEqual({ seed: null, level: 'hard' });
  });
});
