/** Uploaded profile pictures (identity service, `PUT /api/user/avatar`). */

/** The largest upload accepted, in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The types accepted, judged by the file's content, never by its name. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Every stored avatar is a square of this many pixels. */
export const AVATAR_PIXELS = 256;

export const AVATAR_WRONG_TYPE_TEXT = 'Choose a PNG, JPEG or WebP image.';
export const AVATAR_TOO_LARGE_TEXT = 'The image is larger than 5 MB. Choose a smaller one.';
