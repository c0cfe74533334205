import {
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_IMAGE_MIME_TYPES,
  MEDIA_IMAGE_TOO_LARGE_TEXT,
  MEDIA_IMAGE_WRONG_TYPE_TEXT,
} from '@site/contracts';

const ACCEPTED: readonly string[] = MEDIA_IMAGE_MIME_TYPES;

/**
 * Why the service would refuse this file, told before it is sent; undefined when it may go. The service judges
 * the type again by content, and the pixels, which only it counts.
 */
export function imageFileProblem(file: File): string | undefined {
  if (!ACCEPTED.includes(file.type)) return MEDIA_IMAGE_WRONG_TYPE_TEXT;
  if (file.size > MEDIA_IMAGE_MAX_BYTES) return MEDIA_IMAGE_TOO_LARGE_TEXT;
  return undefined;
}

/** The first image among the files pasted or dropped, if any: text, and files of other kinds, are left alone. */
export function imageFileOf(data: DataTransfer | null): File | null {
  return Array.from(data?.files ?? []).find((file) => file.type.startsWith('image/')) ?? null;
}
