import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '@site/contracts';
import { forgetSignedInUser, toast } from '@site/shell-api';
import { Button } from '@site/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormField } from '../../forms/FormField';
import { FormSubmit } from '../../forms/FormSubmit';
import { useFormFields } from '../../forms/use-form-fields';
import { deleteAccountMutation } from './api/delete-account';
import { validateDeletion } from './validation';

/** Deleting the account: first a button, then a confirmation that asks for the password. */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="account-security__part account-security__danger" aria-labelledby="delete-account-heading">
      <h3 id="delete-account-heading">Delete account</h3>
      <p className="account-security__note">
        Your account, bookmarks, course progress, quiz results, game scores, chat conversations and newsletter
        subscription are deleted for good, and you are logged out everywhere.
      </p>
      {confirming ? (
        <ConfirmDeletion onCancel={() => setConfirming(false)} />
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete my account…
        </Button>
      )}
    </section>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation(deleteAccountMutation());
  const form = useFormFields({ password: '' }, validateDeletion);
  return (
    <form
      className="account-form"
      noValidate
      aria-label="Confirm deletion"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (!valid) return;
        remove.mutate(
          { password: valid.password },
          {
            onSuccess: ({ message }) => {
              forgetSignedInUser(queryClient);
              toast({ title: 'Account deleted', description: message });
              navigate(pathTo('home'), { replace: true });
            },
          },
        );
      }}
    >
      <p role="alert" className="account-security__warning">
        This cannot be undone. Enter your password to delete your account.
      </p>
      <FormField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="account-security__actions">
        <FormSubmit sending={remove} label="Delete my account" busyLabel="Deleting…" />
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
