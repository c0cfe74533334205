import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/testing';
import InvadersPage from './InvadersPage';

// The first game of a test can be made to start over, to reach the game-over screen without playing.
let startOver = false;
jest.mock('./engine', () => {
  const actual = jest.requireActual('./engine');
  return {
    ...actual,
    newInvadersGame: (seed: string) => {
      const game = actual.newInvadersGame(seed);
      if (!startOver) return game;
      startOver = false;
      return { ...game, status: 'gameOver', score: 420, lives: 0 };
    },
  };
});

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

beforeEach(() => {
  startOver = false;
  window.localStorage.clear();
});

function renderPage() {
  return renderWithProviders(<InvadersPage />, { route: '/games/space-invaders' });
}

test('shows score, lives, wave and high score with the field and touch controls', () => {
  window.localStorage.setItem('games:best:space-invaders:standard', '990');
  renderPage();
  expect(screen.getByTestId('score').textContent).toBe('0');
  expect(screen.getByTestId('lives').textContent).toBe('3');
  expect(screen.getByTestId('wave').textContent).toBe('1');
  expect(screen.getByTestId('high-score').textContent).toBe('990');
  expect(screen.getByRole('img', { name: /Space Invaders field/ })).toBeTruthy();
  for (const name of ['Move left', 'Fire', 'Move right']) expect(screen.getByRole('button', { name })).toBeTruthy();
});

test('P pauses and resumes, and so does the button', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.keyboard('p');
  expect(screen.getByRole('status').textContent).toBe('Paused');
  await user.click(screen.getByRole('button', { name: 'Resume' }));
  expect(screen.queryByText('Paused')).toBeNull();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
});

test('hiding the tab pauses the game', () => {
  renderPage();
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  visibility.mockRestore();
});

test('game over shows the final score, keeps the high score and restarts', async () => {
  startOver = true;
  const user = userEvent.setup();
  renderPage();
  expect(screen.getByRole('heading', { name: 'Game over' })).toBeTruthy();
  expect(window.localStorage.getItem('games:best:space-invaders:standard')).toBe('420');
  await user.click(screen.getByRole('button', { name: 'Play again' }));
  expect(screen.queryByRole('heading', { name: 'Game over' })).toBeNull();
  expect(screen.getByTestId('lives').textContent).toBe('3');
});

test('holding the fire button shoots in the running loop', async () => {
  renderPage();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Fire' }));
  // jsdom runs requestAnimationFrame on a timer; a few frames are enough for the bullet to leave.
  await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  fireEvent.pointerUp(screen.getByRole('button', { name: 'Fire' }));
  expect(Number(screen.getByTestId('score').textContent)).toBeGreaterThan(0);
});
