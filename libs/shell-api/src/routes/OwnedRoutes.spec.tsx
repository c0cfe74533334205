import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { OwnedRoutes, type RouteGateProps, type Screens } from './OwnedRoutes';

const screenNamed = (name: string) =>
  function NamedScreen() {
    return <h1>{name}</h1>;
  };

const GAMES: Screens<'games'> = {
  games: screenNamed('All games'),
  sudoku: screenNamed('Sudoku'),
  minesweeper: screenNamed('Minesweeper'),
  suguru: screenNamed('Suguru'),
  nonogram: screenNamed('Nonogram'),
  crossword: screenNamed('Crossword'),
  spaceInvaders: screenNamed('Space Invaders'),
  gameOfLife: screenNamed('Game of Life'),
};

function visit(path: string, ui = <OwnedRoutes owner="games" screens={GAMES} />) {
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

test.each([
  ['/games', 'All games'],
  ['/games/sudoku', 'Sudoku'],
  ['/game-of-life', 'Game of Life'],
])('%s shows its screen', (path, heading) => {
  visit(path);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
});

test('a path the owner does not know shows a not-found page with a way home', () => {
  visit('/games/chess');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByText('There is no page at /games/chess.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
});

test('an app may draw its own not-found page', () => {
  visit('/games/chess', <OwnedRoutes owner="games" screens={GAMES} notFound={<p>No such game</p>} />);
  expect(screen.getByText('No such game')).toBeTruthy();
});

test('the gate wraps every screen and is told its route', () => {
  function Gate({ route, children }: RouteGateProps) {
    return (
      <div role="region" aria-label={`${route.id} ${route.guard ?? 'open'}`}>
        {children}
      </div>
    );
  }
  visit('/games/crossword', <OwnedRoutes owner="games" screens={GAMES} gate={Gate} />);
  expect(screen.getByRole('region', { name: 'crossword open' }).textContent).toBe('Crossword');
});

test('a missing or an extra screen fails to compile', () => {
  const neverCalled = (): Screens<'library'>[] => [
    // @ts-expect-error the library route has no screen
    {},
    // @ts-expect-error the library remote owns no books route
    { library: screenNamed('Library'), books: screenNamed('Books') },
  ];
  expect(neverCalled).toBeInstanceOf(Function);
});
