import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyAppearance } from './appearance';
import { preferencesQuery } from './api/preferences';

/** The account's theme and motion choice, applied on this device too. */
export default function AccountAppearance() {
  const { data } = useQuery({ ...preferencesQuery(), retry: false });
  useEffect(() => {
    if (data) applyAppearance(data);
  }, [data]);
  return null;
}
