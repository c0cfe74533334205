import type { ReactNode } from 'react';
import { Button } from '@site/ui';

interface EditToolbarProps {
  notesMode: boolean;
  onToggleNotes: () => void;
  history: { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean };
  solved: boolean;
  onCheck: () => void;
  /** Further buttons, such as Sudoku's Hint. */
  children?: ReactNode;
}

/** Notes, Undo, Redo and Check, shared by the pencil-mark puzzles. */
export function EditToolbar({ notesMode, onToggleNotes, history, solved, onCheck, children }: EditToolbarProps) {
  return (
    <div className="games-toolbar">
      <Button variant={notesMode ? 'primary' : 'secondary'} size="sm" aria-pressed={notesMode} onClick={onToggleNotes}>
        Notes
      </Button>
      <Button variant="secondary" size="sm" onClick={history.undo} disabled={!history.canUndo}>
        Undo
      </Button>
      <Button variant="secondary" size="sm" onClick={history.redo} disabled={!history.canRedo}>
        Redo
      </Button>
      <Button variant="secondary" size="sm" onClick={onCheck} disabled={solved}>
        Check
      </Button>
      {children}
    </div>
  );
}
