import type { User } from '@site/contracts';
import { toast } from '@site/shell-api';
import { Button } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../forms/FormField';
import { FormSubmit } from '../../forms/FormSubmit';
import { useFormFields } from '../../forms/use-form-fields';
import { changeEmailMutation } from './api/change-email';
import { confirmEmailChangeMutation } from './api/confirm-email-change';
import { validateCode, validateEmailChange } from './validation';

/** A new address, proved by a code mailed to it; the old address is told once it changes. */
export function ChangeEmailForm({ user }: { user: User }) {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  return (
    <section className="account-security__part" aria-labelledby="change-email-heading">
      <h3 id="change-email-heading">Change email</h3>
      <p className="account-security__note">
        Your address is <strong>{user.email}</strong>.
      </p>
      {pendingEmail ? (
        <ConfirmCodeForm email={pendingEmail} onDone={() => setPendingEmail(null)} />
      ) : (
        <NewEmailForm onSent={setPendingEmail} />
      )}
    </section>
  );
}

function NewEmailForm({ onSent }: { onSent: (email: string) => void }) {
  const change = useMutation(changeEmailMutation());
  const form = useFormFields({ email: '', password: '' }, validateEmailChange);
  return (
    <form
      className="account-form"
      noValidate
      aria-label="New email"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (!valid) return;
        const email = valid.email.trim();
        change.mutate({ email, password: valid.password }, { onSuccess: () => onSent(email) });
      }}
    >
      <FormField form={form} name="email" label="New email" type="email" autoComplete="email" required />
      <FormField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormSubmit sending={change} label="Send code" busyLabel="Sending…" className="account-form__submit" />
    </form>
  );
}

function ConfirmCodeForm({ email, onDone }: { email: string; onDone: () => void }) {
  const confirm = useMutation(confirmEmailChangeMutation());
  const form = useFormFields({ code: '' }, validateCode);
  return (
    <form
      className="account-form"
      noValidate
      aria-label="Confirm new email"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (!valid) return;
        confirm.mutate(
          { code: valid.code.trim() },
          {
            onSuccess: (user) => {
              toast({ title: 'Email changed', description: `Your address is now ${user.email}.` });
              onDone();
            },
          },
        );
      }}
    >
      <p role="status" className="account-security__note">
        We sent a code to {email}. Enter it here to finish the change.
      </p>
      <FormField
        form={form}
        name="code"
        label="Code from the mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <div className="account-security__actions">
        <FormSubmit sending={confirm} label="Confirm email" busyLabel="Confirming…" />
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
