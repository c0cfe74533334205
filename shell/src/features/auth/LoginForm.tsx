import { useLogin } from '@site/shell-api';
import { Button } from '@site/ui';
import { FormField } from '../forms/FormField';
import { FormSubmit } from '../forms/FormSubmit';
import { useFormFields } from '../forms/use-form-fields';
import { isUnverified } from './unverified';
import { validateLogin } from './validation';

interface LoginFormProps {
  /** The password was right but the address is not verified yet: offer the code form (with the address if typed). */
  onUnverified: (email: string) => void;
  onForgot: () => void;
}

export function LoginForm({ onUnverified, onForgot }: LoginFormProps) {
  const login = useLogin();
  const form = useFormFields({ username: '', password: '' }, validateLogin);

  return (
    <form
      className="auth-form"
      noValidate
      aria-label="Login"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (!valid) return;
        const username = valid.username.trim();
        login.mutate(
          { username, password: valid.password },
          { onError: (error) => isUnverified(error) && onUnverified(username.includes('@') ? username : '') },
        );
      }}
    >
      <FormField form={form} name="username" label="Username or email" autoComplete="username" required />
      <FormField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormSubmit sending={login} label="Log in" busyLabel="Logging in…" />
      <Button variant="ghost" size="sm" className="auth-form__forgot" onClick={onForgot}>
        Forgot password?
      </Button>
    </form>
  );
}
