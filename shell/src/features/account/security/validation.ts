import { PASSWORD_MAX, PASSWORD_MIN } from '@site/contracts';
import type { FieldErrors } from '../../forms/use-form-fields';

// The server's rules, checked first so the reader sees them before anything is sent.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function clean<T>(errors: Record<keyof T, string | null>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<T>;
}

const currentPasswordError = (password: string) => (password ? null : 'Enter your current password.');

function newPasswordError(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  return null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export function validatePasswordChange(values: PasswordChange): FieldErrors<PasswordChange> {
  return clean<PasswordChange>({
    currentPassword: currentPasswordError(values.currentPassword),
    newPassword: newPasswordError(values.newPassword),
    repeat: values.repeat === values.newPassword ? null : 'The two passwords differ.',
  });
}

export interface EmailChange {
  email: string;
  password: string;
}

export function validateEmailChange({ email, password }: EmailChange): FieldErrors<EmailChange> {
  const value = email.trim();
  return clean<EmailChange>({
    email: value.length <= 254 && EMAIL_PATTERN.test(value) ? null : 'Enter a valid email address.',
    password: currentPasswordError(password),
  });
}

export function validateCode({ code }: { code: string }): FieldErrors<{ code: string }> {
  return clean<{ code: string }>({ code: /^\d{6}$/.test(code.trim()) ? null : 'Enter the six digits from the mail.' });
}

export function validateDeletion({ password }: { password: string }): FieldErrors<{ password: string }> {
  return clean<{ password: string }>({ password: currentPasswordError(password) });
}
