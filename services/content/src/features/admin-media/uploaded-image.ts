import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import { MEDIA_ALT_REQUIRED_TEXT, MEDIA_IMAGE_MAX_BYTES, MEDIA_IMAGE_TOO_LARGE_TEXT } from '@site/contracts';
import { MediaAltInputDto } from '@site/contracts/dto';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { FastifyRequest } from 'fastify';

export interface UploadedImage {
  alt: string;
  fileName: string | undefined;
  bytes: Buffer;
}

/** The alt text by the same rule as PUT's body (MediaAltInputDto): trimmed, present, safe and not too long. */
function checkedAlt(value: string | undefined): string {
  const input = plainToInstance(MediaAltInputDto, { alt: value ?? '' });
  const [problem] = validateSync(input);
  if (problem) throw new BadRequestException(Object.values(problem.constraints ?? {})[0] ?? MEDIA_ALT_REQUIRED_TEXT);
  return input.alt;
}

/**
 * The alt text and the one file of a multipart upload. The alt text comes first, so an image without one is
 * refused before its bytes are read; a file over the limit is stopped while it streams.
 */
export async function uploadedImage(request: FastifyRequest): Promise<UploadedImage> {
  let alt: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: MEDIA_IMAGE_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 4000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'alt' && typeof part.value === 'string') alt = part.value;
        continue;
      }
      const checked = checkedAlt(alt);
      return { alt: checked, fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException(MEDIA_IMAGE_TOO_LARGE_TEXT);
    if (error instanceof HttpException) throw error;
    // Malformed form data (the parser's own errors carry no code) is the sender's mistake as much as a wrong field.
    throw new BadRequestException('Send the alt text and then the image as a multipart form.');
  }
  checkedAlt(alt);
  throw new BadRequestException('Attach the image as the file field of the form, after its alt text.');
}
