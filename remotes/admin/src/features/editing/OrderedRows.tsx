import { buttonClassName, VisuallyHidden } from '@site/ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './editing.css';

type Direction = 'up' | 'down';

/** A row of an editor's ordered list: its key stays with it when it moves, and its fields and focus with the key. */
interface KeyedRow {
  key: string | number;
}

type ControlRef = (node: HTMLElement | null) => void;

interface OrderedRowsOptions<Row extends KeyedRow> {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** What one row is: "quote" names the buttons "Move quote 2 up" and reads out "Quote 2 removed.". */
  noun: string;
  /** How many rows the list may hold: "Add a …" is disabled at that. */
  max: number;
  /** The empty row "Add a …" appends. */
  newRow: () => Row;
  /** The row's own name to read out ('' while it has none), e.g. an author's; otherwise the row is read by number. */
  nameOf?: (row: Row) => string;
}

interface OrderedRows<Row extends KeyedRow> {
  rows: Row[];
  noun: string;
  full: boolean;
  /** What the last change was, for the editor's role="status". */
  announcement: string;
  /** Reads out a change the buttons did not make, e.g. rows loaded from a file. */
  announce: (message: string) => void;
  /** For the row's first field, which takes the focus when the row is added. */
  fieldRef: (row: Row) => ControlRef;
  moveRef: (row: Row, direction: Direction) => ControlRef;
  addRef: ControlRef;
  update: (index: number, change: Partial<Row>) => void;
  add: () => void;
  move: (index: number, direction: Direction) => void;
  remove: (index: number) => void;
}

/**
 * An editor's ordered rows, added, moved and removed with buttons (`RowButtons`, `AddRowButton`): each move and
 * removal read out, and the focus kept where the author can go on from.
 */
export function useOrderedRows<Row extends KeyedRow>({
  rows,
  onChange,
  noun,
  max,
  newRow,
  nameOf,
}: OrderedRowsOptions<Row>): OrderedRows<Row> {
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef(new Map<string, HTMLElement>());
  // The controls to focus once the rows have changed, the first that is enabled.
  const focusNext = useRef<string[]>([]);

  // A moved row takes the focus off its button, and a removed one takes its buttons away: the focus goes where the
  // author can go on from.
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    focusNext.current = [];
    wanted
      .map((name) => controls.current.get(name))
      .find((control) => control && !(control as HTMLButtonElement).disabled)
      ?.focus();
  }, [rows]);

  const controlRef =
    (name: string): ControlRef =>
    (node) => {
      if (node) controls.current.set(name, node);
      else controls.current.delete(name);
    };

  const spokenName = (row: Row, index: number) =>
    nameOf?.(row) || `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;

  return {
    rows,
    noun,
    full: rows.length >= max,
    announcement,
    announce: setAnnouncement,
    fieldRef: (row) => controlRef(`${row.key}:field`),
    moveRef: (row, direction) => controlRef(`${row.key}:${direction}`),
    addRef: controlRef('add'),
    update: (index, change) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row))),
    add: () => {
      const row = newRow();
      focusNext.current = [`${row.key}:field`];
      onChange([...rows, row]);
    },
    move: (index, direction) => {
      const to = direction === 'up' ? index - 1 : index + 1;
      const next = [...rows];
      const [row] = next.splice(index, 1);
      next.splice(to, 0, row);
      focusNext.current = [`${row.key}:${direction}`, `${row.key}:${direction === 'up' ? 'down' : 'up'}`];
      setAnnouncement(`${spokenName(row, index)} moved to position ${to + 1} of ${rows.length}.`);
      onChange(next);
    },
    remove: (index) => {
      focusNext.current = ['add'];
      setAnnouncement(`${spokenName(rows[index], index)} removed.`);
      onChange(rows.filter((_, at) => at !== index));
    },
  };
}

/** A row's move up, move down and remove buttons, each naming the row for a screen reader: "Move quote 2 up". */
export function RowButtons<Row extends KeyedRow>({ list, index }: { list: OrderedRows<Row>; index: number }) {
  const row = list.rows[index];
  const moveButton = (direction: Direction) => (
    <button
      type="button"
      ref={list.moveRef(row, direction)}
      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
      disabled={direction === 'up' ? index === 0 : index === list.rows.length - 1}
      onClick={() => list.move(index, direction)}
    >
      Move <VisuallyHidden>{`${list.noun} ${index + 1} `}</VisuallyHidden>
      {direction}
    </button>
  );
  return (
    <div className="admin-row-buttons">
      {moveButton('up')}
      {moveButton('down')}
      <button
        type="button"
        className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        onClick={() => list.remove(index)}
      >
        Remove <VisuallyHidden>{`${list.noun} ${index + 1}`}</VisuallyHidden>
      </button>
    </div>
  );
}

/** "Add a …", disabled once the list is full; its label is the editor's. */
export function AddRowButton<Row extends KeyedRow>({
  list,
  children,
}: {
  list: OrderedRows<Row>;
  children: ReactNode;
}) {
  // The div keeps the button its own width in the editor's grid.
  return (
    <div>
      <button
        type="button"
        ref={list.addRef}
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        disabled={list.full}
        onClick={list.add}
      >
        {children}
      </button>
    </div>
  );
}
