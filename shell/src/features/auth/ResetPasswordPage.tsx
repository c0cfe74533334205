import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_HEADS, pathTo, RESET_TOKEN_PATTERN } from '@site/contracts';
import { forgetSignedInUser, PageMeta, toast } from '@site/shell-api';
import { buttonClassName, Card } from '@site/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormField } from '../forms/FormField';
import { FormSubmit } from '../forms/FormSubmit';
import { useFormFields } from '../forms/use-form-fields';
import { resetPasswordMutation } from './api/reset-password';
import { validateNewPassword } from './validation';
import './auth.css';

/** Where the mailed reset link leads: `/auth/reset?token=…`. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  return (
    <div className="auth-page">
      <PageMeta
        title={PAGE_HEADS.passwordReset.title}
        description={PAGE_HEADS.passwordReset.description}
        path={pathTo('passwordReset')}
      />
      <h1>Choose a new password</h1>
      <Card className="auth-page__card">
        {RESET_TOKEN_PATTERN.test(token) ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="auth-form">
            <p>This link is incomplete. Open the link from the mail again, or ask for a new one.</p>
            <Link to={pathTo('auth')} className={buttonClassName({ variant: 'secondary' })}>
              Back to login
            </Link>
          </div>
        )}
      </Card>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const reset = useMutation(resetPasswordMutation());
  const form = useFormFields({ password: '', repeat: '' }, validateNewPassword);

  if (reset.isSuccess) {
    return (
      <div className="auth-form">
        <p role="status">{reset.data.message}</p>
        <Link to={pathTo('auth')} className={buttonClassName()}>
          Log in
        </Link>
      </div>
    );
  }

  return (
    <form
      className="auth-form"
      noValidate
      aria-label="Set a new password"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (!valid) return;
        reset.mutate(
          { token, password: valid.password },
          {
            onSuccess: ({ message }) => {
              // Every session of the account has ended, this browser's too.
              forgetSignedInUser(queryClient);
              toast({ title: 'Password changed', description: message });
            },
          },
        );
      }}
    >
      <p className="auth-form__lead">Every session of your account ends once the new password is set.</p>
      <FormField
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters."
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
      <FormSubmit sending={reset} label="Set new password" busyLabel="Saving…" />
    </form>
  );
}
