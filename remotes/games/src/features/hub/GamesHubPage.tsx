import { PageMeta } from '@site/ui';
import { GAMES } from '../catalog/games';
import { GameCardView } from '../catalog/GameCardView';

export default function GamesHubPage() {
  return (
    <article className="games-hub">
      <PageMeta
        title="Games"
        description="Sudoku, Minesweeper, Suguru, Nonogram, crosswords, Space Invaders and the Game of Life: fair puzzles and complete games."
        path="/games"
      />
      <h1>Games</h1>
      <p>Every puzzle here is fair: each has exactly one solution that logic alone can reach.</p>
      <ul className="games-cards">
        {GAMES.map((game) => (
          <GameCardView key={game.id} game={game} showLevels />
        ))}
      </ul>
    </article>
  );
}
