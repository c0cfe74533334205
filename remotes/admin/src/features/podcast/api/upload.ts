/** An image of 10 MB takes a while on a slow connection; the usual 15 s would cut it off. */
export const ARTWORK_UPLOAD_TIMEOUT_MS = 120_000;
/** 200 MB of audio over a slow uplink (2 Mbit/s) takes about a quarter of an hour. */
export const AUDIO_UPLOAD_TIMEOUT_MS = 20 * 60_000;

/** The multipart body of every podcast upload: one field, `file`. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
