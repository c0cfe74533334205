import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import send from '@fastify/send';
import { ErrorDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_DIR, MEDIA_MAX_AGE_MS } from './media-files.js';
import { MediaParamsDto } from './media-params.dto.js';

const BINARY = { schema: { type: 'string', format: 'binary' } };

const ERRORS: Record<number, string> = {
  412: 'The file has changed since the version the request names.',
  416: 'The range lies outside the file.',
};

/**
 * The library's files (audio, artwork, documents) with byte ranges, so players can seek and resume a
 * download: 206 with Content-Range for one range, 416 with `Content-Range: bytes *\/size` past the end.
 */
@ApiTags('media')
@Controller('media')
export class MediaController {
  @Get(':kind/:file')
  @ApiOperation({ summary: 'A media file, whole or a byte range; cached for a year (names change with the bytes)' })
  @ApiProduces('audio/mpeg', 'image/png', 'application/pdf')
  @ApiResponse({
    status: 200,
    description: 'The whole file, with Accept-Ranges: bytes.',
    content: { 'audio/mpeg': BINARY, 'image/png': BINARY, 'application/pdf': BINARY },
  })
  @ApiResponse({
    status: 206,
    description: 'The requested range, with Content-Range.',
    content: { 'audio/mpeg': BINARY, 'image/png': BINARY, 'application/pdf': BINARY },
  })
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
      if (statusCode === 404 || statusCode === 403) throw new NotFoundException('Media file not found');
      if (headers['Content-Range']) reply.header('content-range', headers['Content-Range']);
      return reply.code(statusCode).send({ message: ERRORS[statusCode] ?? 'The file could not be sent.', statusCode });
    }
    return reply.code(statusCode).headers(headers).send(stream);
  }
}
