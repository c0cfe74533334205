import { useRegister } from '@site/shell-api';
import { FormField } from '../forms/FormField';
import { FormSubmit } from '../forms/FormSubmit';
import { useFormFields } from '../forms/use-form-fields';
import { validateRegistration } from './validation';

interface RegisterFormProps {
  /** The account waits for the code mailed to this address. */
  onPending: (email: string) => void;
}

export function RegisterForm({ onPending }: RegisterFormProps) {
  const register = useRegister();
  const form = useFormFields({ name: '', username: '', email: '', password: '' }, validateRegistration);

  return (
    <form
      className="auth-form"
      noValidate
      aria-label="Register"
      onSubmit={(event) => {
        const valid = form.submit(event);
        if (!valid) return;
        const email = valid.email.trim();
        register.mutate(
          { name: valid.name.trim(), username: valid.username.trim(), email, password: valid.password },
          { onSuccess: (result) => 'requiresVerification' in result && onPending(email) },
        );
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
