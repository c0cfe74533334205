import { PageMeta } from '@site/shell-api';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { GAMES } from '../catalog/games';
import { GameCardView } from '../catalog/GameCardView';

export default function GamesHubPage() {
  return (
    <article className="games-hub">
      <PageMeta {...PAGE_HEADS.games} path={pathTo('games')} />
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
