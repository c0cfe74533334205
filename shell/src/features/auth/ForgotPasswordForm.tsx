import { Button } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { FormField } from '../forms/FormField';
import { FormSubmit } from '../forms/FormSubmit';
import { useFormFields } from '../forms/use-form-fields';
import { requestPasswordResetMutation } from './api/request-password-reset';
import { validateEmailOnly } from './validation';

/** Asks for a mailed link to choose a new password. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useMutation(requestPasswordResetMutation());
  const form = useFormFields({ email: '' }, validateEmailOnly);

  return (
    <form
      className="auth-form"
      noValidate
      aria-labelledby="forgot-heading"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (valid) request.mutate({ email: valid.email.trim() });
      }}
    >
      <h2 id="forgot-heading">Forgot password?</h2>
      <p className="auth-form__lead">
        Enter the address of your account and we will mail you a link to choose a new password.
      </p>
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      {request.data ? (
        <p role="status" className="auth-form__sent">
          {request.data.message}
        </p>
      ) : null}
      <FormSubmit sending={request} label="Send reset link" busyLabel="Sending…" />
      <div className="auth-form__links">
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to login
        </Button>
      </div>
    </form>
  );
}
