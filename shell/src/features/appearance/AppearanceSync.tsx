import { useCurrentUser } from '@site/shell-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyAppearance } from './appearance';
import { preferencesQuery } from './api/preferences';

/**
 * Follows the account's choice on any device the reader signs in on; a visitor keeps this browser's own (written onto
 * `<html>` by the gateway from the appearance cookie). Draws nothing.
 */
export function AppearanceSync() {
  const { user } = useCurrentUser();
  return user ? <AccountAppearance /> : null;
}

function AccountAppearance() {
  const { data } = useQuery({ ...preferencesQuery(), retry: false });
  useEffect(() => {
    if (data) applyAppearance(data);
  }, [data]);
  return null;
}
