import { EMAIL_CODE_VALID_MINUTES } from '@site/contracts';
import { serverMessage, toast, useVerifyEmail } from '@site/shell-api';
import { Button } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { FormField } from '../forms/FormField';
import { FormSubmit } from '../forms/FormSubmit';
import { useFormFields } from '../forms/use-form-fields';
import { resendCodeMutation } from './api/resend-code';
import { validateCodeEntry } from './validation';

interface VerifyEmailFormProps {
  /** The address the code went to, when known (after registering, or a login by email). */
  email: string;
  onBack: () => void;
}

/** The mailed six-digit code that finishes a registration and logs the account in. */
export function VerifyEmailForm({ email, onBack }: VerifyEmailFormProps) {
  const verify = useVerifyEmail();
  const resend = useMutation(resendCodeMutation());
  const form = useFormFields({ email, code: '' }, validateCodeEntry);

  function sendAgain() {
    const address = form.values.email.trim();
    if (!address) return;
    resend.mutate(
      { email: address },
      {
        onSuccess: ({ message }) => toast({ title: 'Code sent', description: message }),
        onError: (error) =>
          toast({ title: 'No new code sent', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <form
      className="auth-form"
      noValidate
      aria-labelledby="verify-email-heading"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (valid) verify.mutate({ email: valid.email.trim(), code: valid.code.trim() });
      }}
    >
      <h2 id="verify-email-heading">Check your email</h2>
      <p className="auth-form__lead">
        Please check your email for verification code. Enter the six digits we sent; they work for{' '}
        {EMAIL_CODE_VALID_MINUTES} minutes.
      </p>
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <FormField
        form={form}
        name="code"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <FormSubmit sending={verify} label="Verify email" busyLabel="Verifying…" />
      <div className="auth-form__links">
        <Button variant="ghost" size="sm" onClick={sendAgain} disabled={resend.isPending || !form.values.email.trim()}>
          {resend.isPending ? 'Sending…' : 'Send a new code'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to login
        </Button>
      </div>
    </form>
  );
}
