import type { ReactNode } from 'react';
import { Button } from '@site/ui';
import { SelectField, type SelectFieldProps } from './SelectField';

interface LevelPickerProps<V extends string> extends Omit<SelectFieldProps<V>, 'onChange'> {
  /** A new game at the chosen level, or at the current one with a new seed when called without one. */
  onNewGame: (level?: V) => void;
  /** Further buttons for the same toolbar (Undo, Redo…). */
  children?: ReactNode;
}

/** The level choice and "New game" that head every seeded puzzle. */
export function LevelPicker<V extends string>({ label, value, options, onNewGame, children }: LevelPickerProps<V>) {
  return (
    <div className="games-toolbar">
      <SelectField label={label} value={value} options={options} onChange={(level) => onNewGame(level)} />
      <Button variant="secondary" size="sm" onClick={() => onNewGame()}>
        New game
      </Button>
      {children}
    </div>
  );
}
