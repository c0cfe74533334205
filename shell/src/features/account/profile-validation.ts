import type { FieldErrors } from '../forms/use-form-fields';

export interface ProfileValues {
  name: string;
  profilePicture: string;
}

function pictureError(value: string): string | null {
  const url = value.trim();
  if (!url) return null;
  if (url.length > 2048) return 'The picture address is too long.';
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? null : 'Use a web address starting with https://.';
  } catch {
    return 'Use a web address starting with https://.';
  }
}

export function validateProfile({ name, profilePicture }: ProfileValues): FieldErrors<ProfileValues> {
  const trimmed = name.trim();
  const errors: FieldErrors<ProfileValues> = {};
  if (!trimmed) errors.name = 'Enter your name.';
  else if (trimmed.length > 100) errors.name = 'Name must be 1 to 100 characters.';
  const picture = pictureError(profilePicture);
  if (picture) errors.profilePicture = picture;
  return errors;
}
