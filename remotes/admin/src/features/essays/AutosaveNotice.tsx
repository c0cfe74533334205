import type { EssayAutosave, EssayAutosaveInput } from '@site/contracts';
import { Button } from '@site/ui';
import { useState } from 'react';
import { formatDateTime } from '../editing/publication';

/** Text autosaved after the last save (the tab closed, or the author left): offered back, never forced. */
export function AutosaveNotice({
  autosave,
  onRestore,
}: {
  autosave: EssayAutosave;
  onRestore: (text: EssayAutosaveInput) => void;
}) {
  const [handled, setHandled] = useState(false);
  if (handled) return null;
  return (
    <div className="admin-essay-autosave-notice" role="region" aria-label="Autosaved text">
      <p>
        Text autosaved at {formatDateTime(autosave.savedAt)} is newer than the last save. The editor shows the saved
        text.
      </p>
      <Button
        size="sm"
        onClick={() => {
          onRestore({ title: autosave.title, excerpt: autosave.excerpt, body: autosave.body });
          setHandled(true);
        }}
      >
        Use the autosaved text
      </Button>{' '}
      <Button size="sm" variant="ghost" onClick={() => setHandled(true)}>
        Keep the saved text
      </Button>
    </div>
  );
}
