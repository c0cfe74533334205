import type { FieldErrors } from '../forms/use-form-fields';

export interface ProfileValues {
  name: string;
  username: string;
}

/** The registration's rules, so the server refuses only what it alone can know (a username taken). */
const USERNAME = /^[a-zA-Z0-9_.-]+$/;

export function validateProfile({ name, username }: ProfileValues): FieldErrors<ProfileValues> {
  const errors: FieldErrors<ProfileValues> = {};
  const trimmedName = name.trim();
  if (!trimmedName) errors.name = 'Enter your name.';
  else if (trimmedName.length > 100) errors.name = 'Name must be 1 to 100 characters.';
  const trimmedUsername = username.trim();
  if (trimmedUsername.length < 3 || trimmedUsername.length > 32)
    errors.username = 'Username must be 3 to 32 characters.';
  else if (!USERNAME.test(trimmedUsername)) {
    errors.username = 'Username may hold only letters, digits, dots, dashes and underscores.';
  }
  return errors;
}
