import { useEffect, useId, useRef } from 'react';
import type { CreatedDeployToken } from '@site/contracts';
import { toast } from '@site/shell-api';
import { Button } from '@site/ui';

/** A token just made, the one time it can be read: the service keeps only its hash. */
export function NewTokenNotice({ token, onDone }: { token: CreatedDeployToken; onDone: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // It appears above the form just sent: the focus goes to it, so a keyboard or screen reader user finds it.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      toast({ title: 'Token copied', description: 'Paste it where the build keeps its secrets.' });
    } catch {
      // The clipboard is refused outside a secure page or without the browser's leave; the token can still be selected.
      toast({ title: 'Not copied', description: 'Select the token and copy it by hand.', variant: 'destructive' });
    }
  };

  return (
    <section className="admin-deploy-token-new" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Token “{token.name}” for {token.remote}
      </h3>
      <code className="admin-deploy-token-new__secret">{token.token}</code>
      <p>Copy it now: it is not shown again.</p>
      <div className="admin-release__buttons">
        <Button size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
