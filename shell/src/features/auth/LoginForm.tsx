import { serverMessage, useLogin } from '@site/shell-api';
import { Button, TextField } from '@site/ui';
import { useFormFields } from './use-form-fields';
import { validateLogin } from './validation';

export function LoginForm() {
  const login = useLogin();
  const { values, errors, onChange, submit } = useFormFields({ username: '', password: '' }, validateLogin);

  return (
    <form
      className="auth-form"
      noValidate
      aria-label="Login"
      onSubmit={(event) => {
        const valid = submit(event);
        if (valid) login.mutate({ username: valid.username.trim(), password: valid.password });
      }}
    >
      <TextField
        label="Username or email"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={onChange}
        error={errors.username}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={onChange}
        error={errors.password}
        required
      />
      {login.error ? (
        <p className="auth-form__error" role="alert">
          {serverMessage(login.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
