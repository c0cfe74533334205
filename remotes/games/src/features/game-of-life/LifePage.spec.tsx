import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import LifePage, { BOARD_HEIGHT, BOARD_WIDTH } from './LifePage';

// jsdom has no 2D context; the page must cope with getContext returning null.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** jsdom has no PointerEvent; a mouse event of the pointer type carries the coordinates. */
function pointer(target: Element, type: string, clientX = 0, clientY = 0) {
  fireEvent(target, new MouseEvent(type, { bubbles: true, clientX, clientY }));
}

const count = (id: string) => Number(screen.getByTestId(id).textContent);

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/game-of-life']}>
      <LifePage />
    </MemoryRouter>,
  );
  return screen.getByRole('img', { name: /^Life board/ });
}

test('places a glider at the centre, steps it and clears the board', async () => {
  const user = userEvent.setup();
  renderPage();
  expect(count('population')).toBe(0);
  await user.click(screen.getByRole('button', { name: 'Place pattern' }));
  expect(count('population')).toBe(5);
  await user.click(screen.getByRole('button', { name: 'Step' }));
  expect(count('generation')).toBe(1);
  expect(count('population')).toBe(5);
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(count('population')).toBe(0);
  expect(count('generation')).toBe(0);
});

test('the pattern picker offers the classic patterns', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.selectOptions(screen.getByLabelText('Pattern'), 'pulsar');
  await user.click(screen.getByRole('button', { name: 'Place pattern' }));
  expect(count('population')).toBe(48);
});

test('Random fills the board and Play/Pause toggles', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Random' }));
  expect(count('population')).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Play' }));
  expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
});

test('dragging on the board draws cells, and starting on a live cell erases', () => {
  const canvas = renderPage();
  jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: BOARD_WIDTH,
    height: BOARD_HEIGHT,
  } as DOMRect);
  pointer(canvas, 'pointerdown', 5.5, 5.5);
  pointer(canvas, 'pointermove', 8.5, 5.5);
  pointer(canvas, 'pointerup');
  expect(count('population')).toBe(2);
  pointer(canvas, 'pointerdown', 5.5, 5.5);
  pointer(canvas, 'pointerup');
  expect(count('population')).toBe(1);
});

test('the wrap-around checkbox and speed slider are controls', async () => {
  const user = userEvent.setup();
  renderPage();
  const wrap = screen.getByRole('checkbox', { name: 'Wrap around edges' }) as HTMLInputElement;
  expect(wrap.checked).toBe(true);
  await user.click(wrap);
  expect(wrap.checked).toBe(false);
  fireEvent.change(screen.getByRole('slider', { name: /Speed/ }), { target: { value: '30' } });
  expect(screen.getByText('30/s')).toBeTruthy();
});
