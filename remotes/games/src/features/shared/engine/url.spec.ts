/** @jest-environment node */
import { readSeedParams, seedQuery } from './url';

const LEVELS = ['easy', 'hard'] as const;

describe('seed URLs', () => {
  it('round-trips seed and level', () => {
    const query = seedQuery('a b&c', 'hard');
    expect(readSeedParams(`?${query}`, LEVELS, 'easy')).toEqual({ seed: 'a b&c', level: 'hard' });
  });

  it('falls back to the default level and a fresh seed', () => {
    const read = readSeedParams('level=nightmare', LEVELS, 'easy');
    expect(read.level).toBe('easy');
    expect(read.seed).toMatch(/^[a-z2-9]{8}$/);
  });
});
