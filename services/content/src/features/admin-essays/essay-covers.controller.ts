import { Controller, Delete, Get, HttpCode, NotFoundException, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiConsumes,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ESSAY_COVER_MAX_BYTES, ESSAY_COVER_TOO_LARGE_TEXT } from '@site/contracts';
import { AdminEssayParamsDto, ErrorDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, sendWithEtag } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOneFileBody, uploadedFile } from '../uploads/uploaded-file.js';
import { EssayCoversService } from './essay-covers.service.js';

/** Names change with the bytes: a year, immutable. */
const COVER_CACHE = 'public, max-age=31536000, immutable';

class EssayCoverDto {
  @ApiProperty({ example: '/media/covers/12-3f9a0c1d2e4b5a69.webp', description: 'The new cover’s address.' })
  cover!: string;
}

const COVER_UPLOAD = { maxBytes: ESSAY_COVER_MAX_BYTES, tooLarge: ESSAY_COVER_TOO_LARGE_TEXT, what: 'the image' };

/** Uploading and removing an essay's cover (the author only). */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/essays/:id/cover')
@UseGuards(AdminGuard)
export class EssayCoverAdminController {
  constructor(private readonly covers: EssayCoversService) {}

  @Put()
  @ApiOperation({
    summary: 'Upload the essay’s cover: PNG, JPEG or WebP (by content), at most 5 MB',
    description: 'Cropped to a 1600×840 WebP banner without metadata; replaces the cover before.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiOneFileBody()
  @ApiOkResponse({ type: EssayCoverDto })
  @ApiErrors({ 400: 'No file, or one that is not a PNG, JPEG or WebP image.', 404: 'No essay has this id or slug.' })
  @ApiResponse({ status: 413, description: 'The image is larger than 5 MB.', type: ErrorDto })
  async upload(@Param() { id }: AdminEssayParamsDto, @Req() request: FastifyRequest): Promise<EssayCoverDto> {
    await this.covers.check(id);
    return { cover: await this.covers.upload(id, (await uploadedFile(request, COVER_UPLOAD)).bytes) };
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove the essay’s cover' })
  @ApiNoContentResponse({ description: 'Removed (or there was none).' })
  @ApiErrors({ 400: 'An id that is neither a number nor a slug.', 404: 'No essay has this id or slug.' })
  async remove(@Param() { id }: AdminEssayParamsDto): Promise<void> {
    await this.covers.remove(id);
  }
}

/** Essays' covers for everyone, outside `/api` like the library's media. */
@ApiTags('media')
@Controller('media/covers')
export class EssayCoverFilesController {
  constructor(private readonly covers: EssayCoversService) {}

  @Get(':file')
  @ApiOperation({ summary: 'An essay’s cover (WebP); cached for a year, as its name changes with the bytes' })
  @ApiParam({ name: 'file', example: '12-3f9a0c1d2e4b5a69.webp' })
  @ApiOkResponse({
    description: 'The image.',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors({ 404: 'No cover has this name.' })
  async file(@Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const bytes = await this.covers.file(file);
    if (!bytes) throw new NotFoundException('Cover not found');
    return sendWithEtag(request, reply, { body: bytes, contentType: 'image/webp', cacheControl: COVER_CACHE });
  }
}
