import { Link } from 'react-router-dom';
import type { GameCard } from './games';
import { GameIconView } from './GameIconView';
import './game-card.css';

/** `showLevels` on the hub; the home teaser shows each game's single difficulty instead. */
export function GameCardView({ game, showLevels = false }: { game: GameCard; showLevels?: boolean }) {
  return (
    <li className="games-card">
      <Link to={game.href} className="games-card__link">
        <span className="games-card__icon">
          <GameIconView icon={game.icon} />
        </span>
        <span className="games-card__title">{game.title}</span>
        {showLevels ? (
          <span className="games-card__difficulty">{game.levels}</span>
        ) : (
          game.difficulty && <span className="games-card__difficulty">{game.difficulty}</span>
        )}
        <span className="games-card__description">{game.description}</span>
      </Link>
    </li>
  );
}
