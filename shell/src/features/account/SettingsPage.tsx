import type { User } from '@site/contracts';
import { serverMessage, useCurrentUser } from '@site/shell-api';
import { Avatar, Button, Card, PageMeta, TextField } from '@site/ui';
import { pageTitle } from '../../app/site';
import { useFormFields } from '../auth/use-form-fields';
import { validateProfile } from './profile-validation';
import { useUpdateProfile } from './use-update-profile';
import './account.css';

export function SettingsPage() {
  const { user } = useCurrentUser();
  return (
    <div className="account-page">
      <PageMeta title={pageTitle('Settings')} description="Change your name and profile picture." path="/settings" />
      <h1>Settings</h1>
      {/* Keyed by user so the form starts from the saved profile of whoever is signed in. */}
      {user ? <ProfileForm key={user.id} user={user} /> : null}
    </div>
  );
}

function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const { values, errors, onChange, submit } = useFormFields(
    { name: user.name, profilePicture: user.profilePicture ?? '' },
    validateProfile,
  );
  const previewPicture = errors.profilePicture ? null : values.profilePicture.trim() || null;

  return (
    <Card as="section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          const valid = submit(event);
          if (valid) update.mutate({ name: valid.name.trim(), profilePicture: valid.profilePicture.trim() || null });
        }}
      >
        <div className="account-form__preview">
          <Avatar name={values.name || user.username} src={previewPicture} size="lg" decorative />
          <span>This is how others see you.</span>
        </div>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={onChange}
          error={errors.name}
          required
        />
        <TextField
          label="Profile picture URL"
          name="profilePicture"
          type="url"
          inputMode="url"
          hint="Leave empty to show your initials."
          value={values.profilePicture}
          onChange={onChange}
          error={errors.profilePicture}
        />
        {update.error ? (
          <p className="account-form__error" role="alert">
            {serverMessage(update.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
