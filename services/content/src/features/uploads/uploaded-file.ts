import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import {
  EPISODE_AUDIO_MAX_BYTES,
  EPISODE_AUDIO_TOO_LARGE_TEXT,
  PODCAST_ARTWORK_MAX_BYTES,
  PODCAST_ARTWORK_TOO_LARGE_TEXT,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';

/** The OpenAPI body of an upload of one file: a multipart form with the field `file`. */
export const ApiOneFileBody = () =>
  ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  });

/** What an upload takes: at most `maxBytes`, refused above that with `tooLarge`; `what` names it in messages. */
export interface UploadRule {
  maxBytes: number;
  tooLarge: string;
  what: string;
}

/** A recording's audio, an episode's or a library item's: the same players and apps take them. */
export const AUDIO_UPLOAD: UploadRule = {
  maxBytes: EPISODE_AUDIO_MAX_BYTES,
  tooLarge: EPISODE_AUDIO_TOO_LARGE_TEXT,
  what: 'the audio',
};

/** Square artwork, the show's, an episode's or a recording's. */
export const ARTWORK_UPLOAD: UploadRule = {
  maxBytes: PODCAST_ARTWORK_MAX_BYTES,
  tooLarge: PODCAST_ARTWORK_TOO_LARGE_TEXT,
  what: 'the image',
};

export interface UploadedFile {
  fileName: string | undefined;
  bytes: Buffer;
}

/**
 * The one file of a multipart upload; a request without one is refused, and one over the limit is stopped
 * while it streams, before the rest of it is read.
 */
export async function uploadedFile(request: FastifyRequest, rule: UploadRule): Promise<UploadedFile> {
  try {
    const file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 0, parts: 1 } });
    if (!file) throw new BadRequestException(`Attach ${rule.what} as the file field of a multipart form.`);
    return { fileName: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException(rule.tooLarge);
    if (error instanceof HttpException) throw error;
    // Malformed form data (the parser's own errors carry no code) is the sender's mistake as much as a wrong field.
    throw new BadRequestException(`Send ${rule.what} as a multipart form with one file.`);
  }
}
