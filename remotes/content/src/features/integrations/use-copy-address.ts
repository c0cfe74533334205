import { useToast } from '@site/shell-api';
import { useCallback } from 'react';

/** Copies an address and says so in a toast; tells the reader what to do when the browser refuses. */
export function useCopyAddress(): (url: string) => Promise<void> {
  const { toast } = useToast();
  return useCallback(
    async (url: string) => {
      try {
        // Absent on pages served over plain HTTP and in some embedded browsers.
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(url);
        toast({ title: 'Address copied', description: url });
      } catch {
        toast({
          title: 'Could not copy',
          description: 'This browser did not allow access to the clipboard. Select the address and copy it by hand.',
          variant: 'destructive',
        });
      }
    },
    [toast],
  );
}
