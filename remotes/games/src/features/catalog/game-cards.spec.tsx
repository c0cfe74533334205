import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import GameTeaser from '../../exposes/GameTeaser';
import GamesHubPage from '../hub/GamesHubPage';

const renderIn = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

test('the home teaser shows its four game cards with their difficulty', () => {
  renderIn(<GameTeaser />);
  const cards = screen.getAllByRole('listitem');
  expect(cards.map((card) => within(card).getAllByText(/./)[0].textContent)).toEqual([
    'Game of Life',
    'Sudoku',
    'Minesweeper',
    'Space Invaders',
  ]);
  expect(within(cards[0]).getByText('Easy')).toBeTruthy();
  expect(cards[1].querySelector('.games-card__difficulty')).toBeNull();
  expect(within(cards[2]).getByText('Medium')).toBeTruthy();
  expect(within(cards[3]).getByText('Variable')).toBeTruthy();
});

test('the hub has a card for every game, with its levels', () => {
  renderIn(<GamesHubPage />);
  expect(screen.getAllByRole('listitem')).toHaveLength(7);
  expect(screen.getByRole('link', { name: /Sudoku.*Easy, medium, hard, expert/ }).getAttribute('href')).toBe(
    '/games/sudoku',
  );
  expect(screen.getByRole('link', { name: /Crossword.*Six puzzles/ })).toBeTruthy();
});
