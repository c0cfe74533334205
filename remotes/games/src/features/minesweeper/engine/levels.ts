export type MinesLevel = 'beginner' | 'intermediate' | 'expert';

export interface MinesLevelSpec {
  readonly label: string;
  readonly width: number;
  readonly height: number;
  readonly mines: number;
}

export const MINES_LEVELS: Readonly<Record<MinesLevel, MinesLevelSpec>> = {
  beginner: { label: 'Beginner', width: 9, height: 9, mines: 10 },
  intermediate: { label: 'Medium', width: 16, height: 16, mines: 40 },
  expert: { label: 'Expert', width: 30, height: 16, mines: 99 },
};

export const DEFAULT_MINES_LEVEL: MinesLevel = 'intermediate';
