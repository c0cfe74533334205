import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import send from '@fastify/send';
import { ErrorDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_DIR, MEDIA_MAX_AGE_MS, MEDIA_TYPES, type MediaName } from './media-files.js';
import { MediaFilesRepository } from './media-files.repository.js';
import { MediaParamsDto } from './media-params.dto.js';
import { storedMediaAnswer } from './stored-media-answer.js';

const BINARY = { schema: { type: 'string', format: 'binary' } };
const TYPES = [...new Set(Object.values(MEDIA_TYPES).map((type) => type.split(';')[0]))];
const CONTENT = Object.fromEntries(TYPES.map((type) => [type, BINARY]));

const ERRORS: Record<number, string> = {
  412: 'The file has changed since the version the request names.',
  416: 'The range lies outside the file.',
};

/**
 * The library's files (audio, artwork, documents) with byte ranges, so players can seek and resume a
 * download: 206 with Content-Range for one range, 416 with `Content-Range: bytes *\/size` past the end.
 * The shipped folder answers first, then the files that arrived by import (kept in the database).
 */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly stored: MediaFilesRepository) {}

  @Get(':kind/:file')
  @ApiOperation({ summary: 'A media file, whole or a byte range; cached for a year (names change with the bytes)' })
  @ApiProduces(...TYPES)
  @ApiResponse({ status: 200, description: 'The whole file, with Accept-Ranges: bytes.', content: CONTENT })
  @ApiResponse({ status: 206, description: 'The requested range, with Content-Range.', content: CONTENT })
  @ApiErrors({
    400: 'The kind or file name is not a plain name.',
    404: 'No such file.',
  })
  @ApiResponse({
    status: 416,
    description: 'The range lies outside the file; Content-Range gives its size (bytes */size).',
    type: ErrorDto,
  })
  async file(@Param() { kind, file }: MediaParamsDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const { statusCode, headers, stream, type } = await send(request.raw, `/${kind}/${file}`, {
      root: MEDIA_DIR,
      dotfiles: 'deny',
      index: false,
      maxAge: MEDIA_MAX_AGE_MS,
      immutable: true,
    });
    if (type === 'error') {
      stream.destroy();
      // A dot file is refused as if it were not there: nothing tells a prober it exists.
      if (statusCode === 404 || statusCode === 403) return this.storedFile({ kind, file }, request, reply);
      return this.refusal(reply, statusCode, headers['Content-Range']);
    }
    return reply.code(statusCode).headers(headers).send(stream);
  }

  /** A file that arrived by import, answered as `send` answers a shipped one; only the asked bytes are read. */
  private async storedFile(name: MediaName, request: FastifyRequest, reply: FastifyReply) {
    const stored = await this.stored.find(name);
    if (!stored) throw new NotFoundException('Media file not found');
    const { status, headers, bytes } = storedMediaAnswer(request.headers, stored);
    if (status === 412 || status === 416) return this.refusal(reply, status, headers['content-range']);
    reply.code(status).headers(headers);
    if (!bytes || request.method === 'HEAD') return reply.send();
    return reply.send(await this.stored.bytes(name, bytes.start, bytes.end));
  }

  private refusal(reply: FastifyReply, statusCode: number, contentRange: string | undefined) {
    if (contentRange) reply.header('content-range', contentRange);
    return reply.code(statusCode).send({ message: ERRORS[statusCode] ?? 'The file could not be sent.', statusCode });
  }
}
