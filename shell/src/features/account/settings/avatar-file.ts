import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, AVATAR_TOO_LARGE_TEXT, AVATAR_WRONG_TYPE_TEXT } from '@site/contracts';

/**
 * Why a chosen file would be refused, told before it is sent. The browser's type comes from the name only; the
 * server judges the content, so this is a courtesy, not the check.
 */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return AVATAR_WRONG_TYPE_TEXT;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE_TEXT;
  return null;
}
