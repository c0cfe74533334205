import { useLogin } from '@site/shell-api';
import { FormField } from '../forms/FormField';
import { FormSubmit } from '../forms/FormSubmit';
import { useFormFields } from '../forms/use-form-fields';
import { validateLogin } from './validation';

export function LoginForm() {
  const login = useLogin();
  const form = useFormFields({ username: '', password: '' }, validateLogin);

  return (
    <form
      className="auth-form"
      noValidate
      aria-label="Login"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (valid) login.mutate({ username: valid.username.trim(), password: valid.password });
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
    </form>
  );
}
