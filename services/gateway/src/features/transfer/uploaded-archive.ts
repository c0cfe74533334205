import { BadRequestException } from '@nestjs/common';

export const ARCHIVE_TYPES = ['application/zip', 'application/x-zip-compressed', 'multipart/form-data'] as const;
/** The form field a browser sends the archive in. */
export const ARCHIVE_FIELD = 'archive';

const NOT_AN_ARCHIVE =
  'Send the archive as the body (Content-Type: application/zip) or as the file field "archive" of a form.';

/** The archive's bytes, sent as the raw body or as a form's file (read with the platform's own form parser). */
export async function uploadedArchive(body: unknown, contentType: string | undefined): Promise<Uint8Array> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new BadRequestException(NOT_AN_ARCHIVE);
  if (!contentType?.startsWith('multipart/form-data')) return new Uint8Array(body);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BadRequestException('The form could not be read.');
  }
  const file = form.get(ARCHIVE_FIELD);
  if (!file || typeof file === 'string') throw new BadRequestException(NOT_AN_ARCHIVE);
  return new Uint8Array(await file.arrayBuffer());
}
