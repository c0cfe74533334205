import { serverMessage } from '@site/shell-api';
import { Card, formatDate, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { gameBestsQuery } from '../api/game-bests';
import { gameBestRows } from './game-best-rows';

/** The reader's best time or score for each game and level played while signed in. */
export function GameBests({ userId }: { userId: number }) {
  const bests = useQuery(gameBestsQuery(userId));
  return (
    <Card as="section" aria-labelledby="game-bests-heading">
      <h2 id="game-bests-heading">Game bests</h2>
      {bests.isPending ? (
        <Skeleton height={72} />
      ) : bests.isError ? (
        <p role="alert">Your game results could not be loaded. {serverMessage(bests.error)}</p>
      ) : bests.data.length === 0 ? (
        <p>
          No game results yet. <Link to="/games">Play a game</Link>: your best times and scores are kept here.
        </p>
      ) : (
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Level</th>
              <th scope="col">Best</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {gameBestRows(bests.data).map((row) => (
              <tr key={row.key}>
                <td>
                  <Link to={row.href}>{row.game}</Link>
                </td>
                <td>{row.level}</td>
                <td>{row.value}</td>
                <td>
                  <time dateTime={row.achievedAt}>{formatDate(row.achievedAt, 'short')}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
