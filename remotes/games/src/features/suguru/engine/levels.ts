export type SuguruLevel = 'easy' | 'medium' | 'hard';

/** Sizes are even: the layout generator starts from a tiling of 2x2 blocks. */
export interface SuguruLevelSpec {
  readonly label: string;
  readonly width: number;
  readonly height: number;
  /** How much logic a player may need: singles, plus "touching" eliminations, or anything (unique only). */
  readonly logic: 'singles' | 'touching' | 'any';
}

export const SUGURU_LEVELS: Readonly<Record<SuguruLevel, SuguruLevelSpec>> = {
  easy: { label: 'Easy', width: 6, height: 6, logic: 'singles' },
  medium: { label: 'Medium', width: 8, height: 8, logic: 'touching' },
  hard: { label: 'Hard', width: 8, height: 8, logic: 'any' },
};
