import type { RegisterResult } from '@site/contracts';
import { serverMessage, useRegister } from '@site/shell-api';
import { Button, TextField } from '@site/ui';
import { useFormFields } from './use-form-fields';
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
  const { values, errors, onChange, submit } = useFormFields(
    { name: '', username: '', email: '', password: '' },
    validateRegistration,
  );
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
        const valid = submit(event);
        if (!valid) return;
        register.mutate({
          name: valid.name.trim(),
          username: valid.username.trim(),
          email: valid.email.trim(),
          password: valid.password,
        });
      }}
    >
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
        label="Username"
        name="username"
        autoComplete="username"
        hint="3 to 32 letters, digits, dots, dashes or underscores."
        value={values.username}
        onChange={onChange}
        error={errors.username}
        required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={onChange}
        error={errors.email}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters."
        value={values.password}
        onChange={onChange}
        error={errors.password}
        required
      />
      {register.error ? (
        <p className="auth-form__error" role="alert">
          {serverMessage(register.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
