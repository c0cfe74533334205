import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_TEXT } from '@site/contracts';
import type { FastifyRequest } from 'fastify';

export const AVATAR_FIELD = 'file';
export const AVATAR_MISSING_TEXT = `Send the image as multipart/form-data in a field named "${AVATAR_FIELD}".`;

/** The bytes of the one file of a multipart upload, refused past the size limit without reading further. */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestException(AVATAR_MISSING_TEXT);
  let part;
  try {
    part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
  } catch {
    throw new BadRequestException(AVATAR_MISSING_TEXT);
  }
  if (!part || part.fieldname !== AVATAR_FIELD) throw new BadRequestException(AVATAR_MISSING_TEXT);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeException(AVATAR_TOO_LARGE_TEXT);
    }
    throw new BadRequestException(AVATAR_MISSING_TEXT);
  }
}
