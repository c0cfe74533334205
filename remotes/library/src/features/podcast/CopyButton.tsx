import { Button } from '@site/ui';
import { useState } from 'react';

interface CopyButtonProps {
  /** The text to copy, read when the button is pressed (e.g. a link at the current second). */
  text: () => string;
  children: string;
  /** What the status says once it is copied. */
  copied?: string;
}

/** Copies text to the clipboard and says so in a status line, or says how to copy by hand. */
export function CopyButton({ text, children, copied = 'Copied' }: CopyButtonProps) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    setStatus('');
    try {
      // Absent on pages served over plain HTTP and in some embedded browsers.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text());
      setStatus(copied);
    } catch {
      setStatus('This browser did not allow copying: select the text and copy it by hand.');
    }
  };
  return (
    <span className="library-copy">
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        {children}
      </Button>
      <span role="status" className="library-copy__status">
        {status}
      </span>
    </span>
  );
}
