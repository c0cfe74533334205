import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open state that closes by itself on any navigation: it remembers the location it was opened at,
 * so there is no effect to reset it and no flash of the old state.
 */
export function useOpenUntilNavigation() {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === key;
  return {
    open,
    setOpen: (next: boolean) => setOpenedAt(next ? key : null),
    toggle: () => setOpenedAt(open ? null : key),
  };
}
