/**
 * The author's images, uploaded once and inserted into essays and lessons: PNG, JPEG or WebP judged by content, at
 * most this many bytes and pixels, stored as WebP without metadata at each width the pages ask for.
 */
export const MEDIA_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_IMAGE_MAX_PIXELS = 50_000_000;
export const MEDIA_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A phone's column, an essay's column, a wide screen; never wider than the image itself. */
export const MEDIA_IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The width an essay's or lesson's column shows: the Markdown the editors insert points at it. */
export const MEDIA_IMAGE_COLUMN_WIDTH = 960;
export const MEDIA_ALT_MAX = 300;
/** The most images GET /api/admin/media answers, newest first. */
export const MEDIA_LIST_MAX = 500;

export const MEDIA_IMAGE_WRONG_TYPE_TEXT = 'Choose a PNG, JPEG or WebP image.';
export const MEDIA_IMAGE_TOO_LARGE_TEXT = 'The image is larger than 10 MB. Choose a smaller one.';
export const MEDIA_IMAGE_UNREADABLE_TEXT = 'The image could not be read. Choose another one.';
export const MEDIA_ALT_REQUIRED_TEXT =
  'Describe the image in its alt text: readers who cannot see it are read this instead.';
export const mediaImageTooManyPixelsText = (width: number, height: number) =>
  `The image is ${width.toLocaleString('en-GB')} × ${height.toLocaleString('en-GB')} pixels; an image may have at ` +
  `most ${MEDIA_IMAGE_MAX_PIXELS / 1_000_000} million. Choose a smaller one.`;

/** One stored width of an image. */
export interface MediaImageSize {
  width: number;
  height: number;
  url: string;
}

/** One image of GET /api/admin/media, and the answer of an upload. */
export interface MediaImage {
  id: number;
  alt: string;
  /** The uploaded file's name, for the author to recognise it. */
  originalName: string;
  width: number;
  height: number;
  createdAt: string;
  /** Narrowest first. */
  sizes: MediaImageSize[];
  /** The size an essay's column shows (the widest up to `MEDIA_IMAGE_COLUMN_WIDTH`). */
  url: string;
  /** What the editors insert: `![alt](url)`. */
  markdown: string;
}

/** PUT /api/admin/media/:id: a better description. */
export interface MediaAltInput {
  alt: string;
}

/** `![alt](url)`, with the brackets and backslashes of the alt text escaped so it cannot end the image early. */
export const mediaMarkdown = (alt: string, url: string): string =>
  `![${alt.replace(/[\\[\]]/g, '\\$&').replace(/\s+/g, ' ')}](${url})`;

/** The widths an image this wide is stored at: each width the pages ask for that it reaches, or its own if none. */
export function mediaWidthsFor(width: number): number[] {
  const reached = MEDIA_IMAGE_WIDTHS.filter((wanted) => wanted <= width);
  return reached.length > 0 ? reached : [width];
}
