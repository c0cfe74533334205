import { PAGE_HEADS, pathTo, type User } from '@site/contracts';
import { serverMessage, toast, useCurrentUser } from '@site/shell-api';
import { Avatar, Card, PageMeta } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { FormField } from '../forms/FormField';
import { FormSubmit } from '../forms/FormSubmit';
import { useFormFields } from '../forms/use-form-fields';
import { updateProfileMutation, type ProfileChanges } from './api/update-profile';
import { validateProfile } from './profile-validation';
import './account.css';

export function SettingsPage() {
  const { user } = useCurrentUser();
  return (
    <div className="account-page">
      <PageMeta
        title={PAGE_HEADS.settings.title}
        description={PAGE_HEADS.settings.description}
        path={pathTo('settings')}
      />
      <h1>Settings</h1>
      {/* Keyed by user so the form starts from the saved profile of whoever is signed in. */}
      {user ? <ProfileForm key={user.id} user={user} /> : null}
    </div>
  );
}

function ProfileForm({ user }: { user: User }) {
  const update = useMutation(updateProfileMutation());
  const form = useFormFields({ name: user.name, profilePicture: user.profilePicture ?? '' }, validateProfile);
  const { values, errors } = form;
  const previewPicture = errors.profilePicture ? null : values.profilePicture.trim() || null;
  const save = (changes: ProfileChanges) =>
    update.mutate(changes, {
      onSuccess: () => toast({ title: 'Profile updated', description: 'Your changes have been saved.' }),
      onError: (error) =>
        toast({ title: 'Profile not saved', description: serverMessage(error), variant: 'destructive' }),
    });

  return (
    <Card as="section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          const valid = form.submit(event);
          if (valid) save({ name: valid.name.trim(), profilePicture: valid.profilePicture.trim() || null });
        }}
      >
        <div className="account-form__preview">
          <Avatar name={values.name || user.username} src={previewPicture} size="lg" decorative />
          <span>This is how others see you.</span>
        </div>
        <FormField form={form} name="name" label="Name" autoComplete="name" required />
        <FormField
          form={form}
          name="profilePicture"
          label="Profile picture URL"
          type="url"
          inputMode="url"
          hint="Leave empty to show your initials."
        />
        <FormSubmit sending={update} label="Save changes" busyLabel="Saving…" className="account-form__submit" />
      </form>
    </Card>
  );
}
