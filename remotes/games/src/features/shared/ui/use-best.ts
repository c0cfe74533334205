import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonalBest } from '@site/contracts';
import { useCurrentUser } from '@site/shell-api';
import { accountValue, betterOf, fetchMyBests, myBestsKey, postResult, resultInput, withBest } from './account-bests';
import { readBest, recordBest } from './best-scores';

/**
 * The record for a game level, and a way to offer a new result. Everyone keeps records in the browser; a
 * signed-in player also sends each finished game to the account and sees the account's best when it beats the
 * browser's. The account is a bonus: when its API fails the game goes on with the browser's record, silently.
 */
export function useBest(game: string, level: string, better: 'lower' | 'higher') {
  const [local, setLocal] = useState(() => readBest(game, level));
  useEffect(() => setLocal(readBest(game, level)), [game, level]);

  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const { data: bests } = useQuery({
    queryKey: myBestsKey(userId ?? 0),
    queryFn: ({ signal }) => fetchMyBests(signal),
    enabled: userId !== null,
    retry: false,
  });
  const account = userId === null ? null : accountValue(bests, game, level);

  // `offer` stays the same function while the session loads, so screens that offer from an effect offer once.
  const session = useRef({ userId, queryClient });
  useEffect(() => {
    session.current = { userId, queryClient };
  }, [userId, queryClient]);

  const offer = useCallback(
    (value: number) => {
      setLocal(recordBest(game, level, value, better));
      const { userId: signedIn, queryClient: client } = session.current;
      const input = signedIn === null ? null : resultInput(game, level, value);
      if (signedIn === null || input === null) return;
      postResult(input).then(
        (saved) => {
          if (saved?.best) {
            client.setQueryData<PersonalBest[]>(myBestsKey(signedIn), (old) => withBest(old, saved.best));
          }
        },
        () => {
          // Not saved to the account (offline, signed out meanwhile…): the browser keeps the record.
        },
      );
    },
    [game, level, better],
  );

  return { best: betterOf(local, account, better), offer };
}
