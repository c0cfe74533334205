import type { RegisterResult } from '@site/contracts';
import { useRegister } from '@site/shell-api';
import { Button } from '@site/ui';
import { FormField } from '../forms/FormField';
import { FormSubmit } from '../forms/FormSubmit';
import { useFormFields } from '../forms/use-form-fields';
import { validateRegistration } from './validation';

function pendingMessage(result: RegisterResult | undefined): string | null {
  return result && 'requiresVerification' in result ? result.message : null;
}

interface RegisterFormProps {
  /** Offered once the account waits for email verification. */
  onShowLogin: () => void;
}

export function RegisterForm({ onShowLogin }: RegisterFormProps) {
  const register = useRegister();
  const form = useFormFields({ name: '', username: '', email: '', password: '' }, validateRegistration);
  const pending = pendingMessage(register.data);

  if (pending !== null) {
    return (
      <div className="auth-form__notice">
        <h2>Check your email</h2>
        <p>{pending || 'Please check your email for verification code'}</p>
        <Button variant="secondary" onClick={onShowLogin}>
          Back to login
        </Button>
      </div>
    );
  }

  return (
    <form
      className="auth-form"
      noValidate
      aria-label="Register"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (!valid) return;
        register.mutate({
          name: valid.name.trim(),
          username: valid.username.trim(),
          email: valid.email.trim(),
          password: valid.password,
        });
      }}
    >
      <FormField form={form} name="name" label="Name" autoComplete="name" required />
      <FormField
        form={form}
        name="username"
        label="Username"
        autoComplete="username"
        hint="3 to 32 letters, digits, dots, dashes or underscores."
        required
      />
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <FormField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters."
        required
      />
      <FormSubmit sending={register} label="Create account" busyLabel="Creating your account…" />
    </form>
  );
}
