import { Link } from 'react-router-dom';
import type { RemoteModules } from '@site/contracts';
import { TEASER_GAMES } from '../features/catalog/games';
import { GameCardView } from '../features/catalog/GameCardView';

/** The home page's four game cards. */
export default function GameTeaser(_props: RemoteModules['games']['GameTeaser']) {
  return (
    <section className="games-teaser" aria-labelledby="games-teaser-title">
      <h2 id="games-teaser-title">Games</h2>
      <ul className="games-cards">
        {TEASER_GAMES.map((game) => (
          <GameCardView key={game.id} game={game} />
        ))}
      </ul>
      <p>
        <Link to="/games">All games</Link>
      </p>
    </section>
  );
}
