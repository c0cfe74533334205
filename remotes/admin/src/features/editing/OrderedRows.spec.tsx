import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/testing';
import { TextField } from '@site/ui';
import { useState } from 'react';
import { AddRowButton, RowButtons, useOrderedRows } from './OrderedRows';

interface Line {
  key: number;
  text: string;
}

let lastKey = 0;
const line = (text = ''): Line => ({ key: ++lastKey, text });

/** An editor as the real ones are: its rows in its own state, a field each, read out by their text when they have one. */
function Lines({ initial, max = 4 }: { initial: string[]; max?: number }) {
  const [rows, setRows] = useState(() => initial.map((text) => line(text)));
  const list = useOrderedRows({ rows, onChange: setRows, noun: 'line', max, newRow: line, nameOf: (row) => row.text });
  return (
    <fieldset>
      <legend>Lines</legend>
      <ol>
        {rows.map((row, index) => (
          <li key={row.key}>
            <TextField
              ref={list.fieldRef(row)}
              label={`Line ${index + 1}`}
              value={row.text}
              onChange={(event) => list.update(index, { text: event.target.value })}
            />
            <RowButtons list={list} index={index} />
          </li>
        ))}
      </ol>
      <AddRowButton list={list}>Add a line</AddRowButton>
      <p role="status">{list.announcement}</p>
    </fieldset>
  );
}

function setup(initial: string[], max?: number) {
  const { user } = renderWithProviders(<Lines initial={initial} max={max} />);
  return { user, lines: within(screen.getByRole('group', { name: 'Lines' })) };
}

const texts = () =>
  screen.getAllByRole('textbox', { name: /^Line \d+$/ }).map((input) => (input as HTMLInputElement).value);

test('names each row in its buttons, and cannot move the first up or the last down', () => {
  const { lines } = setup(['a', 'b']);
  expect(lines.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Move line 1 up',
    'Move line 1 down',
    'Remove line 1',
    'Move line 2 up',
    'Move line 2 down',
    'Remove line 2',
    'Add a line',
  ]);
  expect(lines.getByRole('button', { name: 'Move line 1 up' })).toHaveProperty('disabled', true);
  expect(lines.getByRole('button', { name: 'Move line 1 down' })).toHaveProperty('disabled', false);
  expect(lines.getByRole('button', { name: 'Move line 2 down' })).toHaveProperty('disabled', true);
});

test('adds an empty row with the focus in its field, up to the most the list may hold', async () => {
  const { user, lines } = setup(['a'], 2);
  const add = lines.getByRole('button', { name: 'Add a line' });
  await user.click(add);
  expect(texts()).toEqual(['a', '']);
  expect(document.activeElement).toBe(lines.getByRole('textbox', { name: 'Line 2' }));
  expect(add).toHaveProperty('disabled', true);
});

test('moves a row with what was typed in it, reads the move out and keeps the focus on its buttons', async () => {
  const { user, lines } = setup(['a', 'b', '']);
  await user.type(lines.getByRole('textbox', { name: 'Line 2' }), '2');

  lines.getByRole('button', { name: 'Move line 2 down' }).focus();
  await user.keyboard('{Enter}');
  expect(texts()).toEqual(['a', '', 'b2']);
  expect(lines.getByRole('status').textContent).toBe('b2 moved to position 3 of 3.');
  // Its own "down" is disabled at the bottom: the focus goes to its "up".
  expect(document.activeElement).toBe(lines.getByRole('button', { name: 'Move line 3 up' }));

  lines.getByRole('button', { name: 'Move line 2 up' }).focus();
  await user.keyboard('{Enter}');
  expect(texts()).toEqual(['', 'a', 'b2']);
  // A row with nothing to name it by is read out by its number.
  expect(lines.getByRole('status').textContent).toBe('Line 2 moved to position 1 of 3.');
  expect(document.activeElement).toBe(lines.getByRole('button', { name: 'Move line 1 down' }));

  await user.keyboard('{Enter}');
  expect(texts()).toEqual(['a', '', 'b2']);
  expect(lines.getByRole('status').textContent).toBe('Line 1 moved to position 2 of 3.');
  expect(document.activeElement).toBe(lines.getByRole('button', { name: 'Move line 2 down' }));
});

test('removes a row, reads it out and leaves the focus on "Add a …", enabled again below the most', async () => {
  const { user, lines } = setup(['a', 'b'], 2);
  const add = lines.getByRole('button', { name: 'Add a line' });
  expect(add).toHaveProperty('disabled', true);

  await user.click(lines.getByRole('button', { name: 'Remove line 1' }));
  expect(texts()).toEqual(['b']);
  expect(lines.getByRole('status').textContent).toBe('a removed.');
  expect(add).toHaveProperty('disabled', false);
  expect(document.activeElement).toBe(add);
});
