import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { MEDIA_ALT_MAX, type MediaImage } from '@site/contracts';
import { ErrorDto, MediaAltInputDto, MediaImageDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, idPipe, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminMediaService } from './admin-media.service.js';
import { uploadedImage } from './uploaded-image.js';

const imageId = idPipe('image');
const IMAGE_ID = ApiParam({ name: 'id', description: "The image's numeric id.", example: '4' });
const NO_IMAGE = 'No image has this id.';

/** The author's image library under /api/admin/media: upload once, insert anywhere. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/media')
@UseGuards(AdminGuard)
export class AdminMediaController {
  constructor(private readonly media: AdminMediaService) {}

  @Get()
  @ApiOperation({ summary: 'The image library, newest first (at most 500)' })
  @ApiOkResponse({ type: MediaImageDto, isArray: true })
  list(): Promise<MediaImage[]> {
    return this.media.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Upload an image with its alt text: PNG, JPEG or WebP (by content), at most 10 MB and 50 megapixels',
    description:
      'A multipart form: the text field `alt` first, then the `file`. Stored as WebP without metadata at 480, 960 ' +
      'and 1600 pixels wide (those the image reaches).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['alt', 'file'],
      properties: { alt: { type: 'string', maxLength: MEDIA_ALT_MAX }, file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: MediaImageDto })
  @ApiErrors({ 400: 'No alt text, no file, or one that is not a PNG, JPEG or WebP image of at most 50 megapixels.' })
  @ApiResponse({ status: 413, description: 'The image is larger than 10 MB.', type: ErrorDto })
  async upload(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MediaImage> {
    const { alt, fileName, bytes } = await uploadedImage(request);
    const { value, words } = await this.media.upload(alt, fileName, bytes);
    wordAuditSummary(reply, words);
    return value;
  }

  @Put(':id')
  @ApiOperation({ summary: "Rewrite an image's alt text (inserted Markdown keeps the words it was given)" })
  @IMAGE_ID
  @ApiOkResponse({ type: MediaImageDto })
  @ApiErrors({ 400: 'A missing, too long or unsafe alt text, or a malformed id.', 404: NO_IMAGE })
  updateAlt(@Param('id', imageId) id: number, @Body() body: MediaAltInputDto): Promise<MediaImage> {
    return this.media.updateAlt(id, body.alt);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an image and its sizes' })
  @IMAGE_ID
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 400: 'A malformed id.', 404: NO_IMAGE })
  async remove(@Param('id', imageId) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    wordAuditSummary(reply, await this.media.remove(id));
  }
}
