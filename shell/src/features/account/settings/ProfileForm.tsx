import type { User } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { useMutation } from '@tanstack/react-query';
import { FormField } from '../../forms/FormField';
import { FormSubmit } from '../../forms/FormSubmit';
import { useFormFields } from '../../forms/use-form-fields';
import { updateProfileMutation } from '../api/update-profile';
import { validateProfile } from '../profile-validation';
import { AvatarEditor } from './AvatarEditor';

/** Picture, name and username. The username is also a login, so the server keeps it unique. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved?: () => void }) {
  const update = useMutation(updateProfileMutation());
  const form = useFormFields({ name: user.name, username: user.username }, validateProfile);

  return (
    <div className="account-form">
      <AvatarEditor user={user} />
      <form
        className="account-form"
        noValidate
        aria-label="Profile"
        onSubmit={(event) => {
          const valid = form.submit(event);
          if (!valid) return;
          update.mutate(
            { name: valid.name.trim(), username: valid.username.trim() },
            {
              onSuccess: () => {
                toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
                onSaved?.();
              },
              onError: (error) =>
                toast({ title: 'Profile not saved', description: serverMessage(error), variant: 'destructive' }),
            },
          );
        }}
      >
        <FormField form={form} name="name" label="Name" autoComplete="name" required />
        <FormField
          form={form}
          name="username"
          label="Username"
          autoComplete="username"
          hint="You can log in with it. Letters, digits, dots, dashes and underscores."
          required
        />
        <FormSubmit sending={update} label="Save changes" busyLabel="Saving…" className="account-form__submit" />
      </form>
    </div>
  );
}
