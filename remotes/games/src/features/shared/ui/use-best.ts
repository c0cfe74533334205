import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@site/shell-api';
import { myBestsQuery } from '../api/my-bests';
import { saveResultMutation } from '../api/save-result';
import { accountValue, betterOf, resultInput } from './account-bests';
import { readBest, recordBest } from './best-scores';

/**
 * The record for a game level, and a way to offer a new result. Everyone keeps records in the browser; a
 * signed-in player also sends each finished game to the account and sees the account's best when it beats the
 * browser's. The account is a bonus: when its API fails the game goes on with the browser's record, silently.
 */
export function useBest(game: string, level: string, better: 'lower' | 'higher') {
  // The browser's record is read after the first render: the server, which has none, draws the same.
  const [local, setLocal] = useState<number | null>(null);
  useEffect(() => setLocal(readBest(game, level)), [game, level]);

  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const { data: bests } = useQuery({ ...myBestsQuery(userId ?? 0), enabled: userId !== null });
  const account = userId === null ? null : accountValue(bests, game, level);
  // A failed save leaves the mutation in error, which nothing shows: the browser keeps the record.
  const { mutate: save } = useMutation(saveResultMutation(userId ?? 0));

  // `offer` stays the same function while the session loads, so screens that offer from an effect offer once.
  const signedIn = useRef(userId);
  useEffect(() => {
    signedIn.current = userId;
  }, [userId]);

  const offer = useCallback(
    (value: number) => {
      setLocal(recordBest(game, level, value, better));
      const input = signedIn.current === null ? null : resultInput(game, level, value);
      if (input) save(input);
    },
    [game, level, better, save],
  );

  return { best: betterOf(local, account, better), offer };
}
