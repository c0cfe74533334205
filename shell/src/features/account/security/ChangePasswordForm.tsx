import { toast } from '@site/shell-api';
import { useMutation } from '@tanstack/react-query';
import { FormField } from '../../forms/FormField';
import { FormSubmit } from '../../forms/FormSubmit';
import { useFormFields } from '../../forms/use-form-fields';
import { changePasswordMutation } from './api/change-password';
import { validatePasswordChange } from './validation';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

/** A new password, the current one required; the account's other sessions end. */
export function ChangePasswordForm() {
  const change = useMutation(changePasswordMutation());
  const form = useFormFields(EMPTY, validatePasswordChange);

  return (
    <form
      className="account-form"
      noValidate
      aria-labelledby="change-password-heading"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (!valid) return;
        change.mutate(
          { currentPassword: valid.currentPassword, newPassword: valid.newPassword },
          { onSuccess: ({ message }) => toast({ title: 'Password changed', description: message }) },
        );
      }}
    >
      <h3 id="change-password-heading">Change password</h3>
      <FormField
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormField
        form={form}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters. Your other sessions end; this one stays."
        required
      />
      <FormField
        form={form}
        name="repeat"
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormSubmit sending={change} label="Change password" busyLabel="Changing…" className="account-form__submit" />
    </form>
  );
}
