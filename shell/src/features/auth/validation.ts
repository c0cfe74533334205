import { PASSWORD_MAX, PASSWORD_MIN } from '@site/contracts';
import type { LoginCredentials, RegistrationData } from '@site/shell-api';
import type { FieldErrors } from '../forms/use-form-fields';

// The same rules the server's DTOs apply, checked first so the visitor sees them before sending.
const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function clean<T>(errors: Record<keyof T, string | null>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<T>;
}

function passwordError(password: string, { checkMinimum }: { checkMinimum: boolean }): string | null {
  if (!password) return 'Enter your password.';
  if (checkMinimum && password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  return null;
}

export function validateLogin({ username, password }: LoginCredentials): FieldErrors<LoginCredentials> {
  return clean<LoginCredentials>({
    username: username.trim() ? null : 'Enter your username or email.',
    // Accounts made under older rules may have shorter passwords: only the maximum applies here.
    password: passwordError(password, { checkMinimum: false }),
  });
}

function usernameError(username: string): string | null {
  const value = username.trim();
  if (!value) return 'Choose a username.';
  if (value.length < 3 || value.length > 32) return 'Username must be 3 to 32 characters.';
  if (!USERNAME_PATTERN.test(value)) return 'Username may hold only letters, digits, dots, dashes and underscores.';
  return null;
}

function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return 'Enter your email address.';
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return 'Enter a valid email address.';
  return null;
}

function nameError(name: string): string | null {
  const value = name.trim();
  if (!value) return 'Enter your name.';
  if (value.length > 100) return 'Name must be 1 to 100 characters.';
  return null;
}

export function validateRegistration(data: RegistrationData): FieldErrors<RegistrationData> {
  return clean<RegistrationData>({
    name: nameError(data.name),
    username: usernameError(data.username),
    email: emailError(data.email),
    password: passwordError(data.password, { checkMinimum: true }),
  });
}

export interface CodeEntry {
  email: string;
  code: string;
}

export function validateCodeEntry({ email, code }: CodeEntry): FieldErrors<CodeEntry> {
  return clean<CodeEntry>({
    email: emailError(email),
    code: /^\d{6}$/.test(code.trim()) ? null : 'Enter the six digits from the mail.',
  });
}

export function validateEmailOnly({ email }: { email: string }): FieldErrors<{ email: string }> {
  return clean<{ email: string }>({ email: emailError(email) });
}

export interface NewPassword {
  password: string;
  repeat: string;
}

/** A new password, typed twice: the same length rules as registration. */
export function validateNewPassword({ password, repeat }: NewPassword): FieldErrors<NewPassword> {
  return clean<NewPassword>({
    password: passwordError(password, { checkMinimum: true }),
    repeat: repeat === password ? null : 'The two passwords differ.',
  });
}
