import type { ReactNode } from 'react';

export interface GameStatusProps {
  /** "Solved!", "Game over"…; nothing while the game is on. */
  heading: string | null;
  tone?: 'win' | 'loss';
  children?: ReactNode;
}

/** The polite live region where a win or loss is announced. */
export function GameStatus({ heading, tone = 'win', children }: GameStatusProps) {
  return (
    <div className="games-status" aria-live="polite" data-tone={heading ? tone : undefined}>
      {heading ? (
        <>
          <h2 className="games-status__heading">{heading}</h2>
          {children}
        </>
      ) : null}
    </div>
  );
}
