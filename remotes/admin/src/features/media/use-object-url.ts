import { useEffect, useState } from 'react';

/** An address the page can show `file` at while it is chosen, let go of once it is not. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => {
      URL.revokeObjectURL(address);
      setUrl(null);
    };
  }, [file]);
  return url;
}
