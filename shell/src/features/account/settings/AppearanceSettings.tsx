import { THEMES, type Preferences, type PreferencesChanges, type Theme } from '@site/contracts';
import { useState } from 'react';
import { serverMessage, toast } from '@site/shell-api';
import { Card } from '@site/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { storedAppearance } from '../../appearance/appearance';
import { preferencesQuery } from '../../appearance/api/preferences';
import { updatePreferencesMutation } from '../../appearance/api/update-preferences';

const THEME_LABELS: Readonly<Record<Theme, string>> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System (follow this device)',
};

/** Theme and motion: applied the moment they change, kept on the account and in this browser. */
export function AppearanceSettings() {
  const saved = useQuery(preferencesQuery());
  const update = useMutation(
    updatePreferencesMutation((error) =>
      toast({ title: 'Setting not saved', description: serverMessage(error), variant: 'destructive' }),
    ),
  );
  // What was just picked shows at once, before the change is saved; until the account answers, this browser's own
  // choice is the best guess (it is what the page shows).
  const [asked, setAsked] = useState<PreferencesChanges>({});
  const current: Preferences = { ...(saved.data ?? storedAppearance()), ...asked };
  const change = (changes: PreferencesChanges) => {
    setAsked((before) => ({ ...before, ...changes }));
    update.mutate(changes, { onSettled: () => setAsked({}) });
  };

  return (
    <Card as="section" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading">Appearance</h2>
      <fieldset className="account-choices">
        <legend>Theme</legend>
        {THEMES.map((theme) => (
          <label key={theme} className="account-choice">
            <input
              type="radio"
              name="theme"
              value={theme}
              checked={current.theme === theme}
              onChange={() => change({ theme })}
            />
            {THEME_LABELS[theme]}
          </label>
        ))}
      </fieldset>
      <label className="account-choice account-choice--switch">
        <input
          type="checkbox"
          checked={current.reducedMotion}
          onChange={(event) => change({ reducedMotion: event.target.checked })}
        />
        Reduce motion
      </label>
      <p className="account-hint">Turns off page transitions and other animation, whatever this device says.</p>
    </Card>
  );
}
