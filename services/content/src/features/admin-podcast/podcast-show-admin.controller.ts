import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AdminPodcastShowView } from '@site/contracts';
import { AdminPodcastShowDto, AdminPodcastShowViewDto, ErrorDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { ApiOneFileBody, ARTWORK_UPLOAD, uploadedFile } from '../uploads/uploaded-file.js';
import { PodcastShowAdminService } from './podcast-show-admin.service.js';

/** The show's settings under /api/admin/podcast/show: what the feed and the podcast page say of it. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/podcast/show')
@UseGuards(AdminGuard)
export class PodcastShowAdminController {
  constructor(private readonly show: PodcastShowAdminService) {}

  @Get()
  @ApiOperation({ summary: 'The show’s settings and artwork' })
  @ApiOkResponse({ type: AdminPodcastShowViewDto })
  settings(): Promise<AdminPodcastShowView> {
    return this.show.settings();
  }

  @Put()
  @ApiOperation({ summary: 'Save the show’s settings; the feed follows at once' })
  @ApiOkResponse({ type: AdminPodcastShowViewDto })
  @ApiErrors({ 400: 'A field missing, too long or unsafe, or a category and subcategory that are not Apple’s.' })
  save(@Body() input: AdminPodcastShowDto): Promise<AdminPodcastShowView> {
    return this.show.save(input);
  }

  @Put('artwork')
  @ApiOperation({
    summary: 'Upload the show’s artwork: a square PNG, JPEG or WebP of 1400 to 3000 px (larger is scaled)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiOneFileBody()
  @ApiOkResponse({ type: AdminPodcastShowViewDto })
  @ApiErrors({ 400: 'No file, not an image, or not square and at least 1400 pixels a side.' })
  @ApiResponse({ status: 413, description: 'The image is larger than 10 MB.', type: ErrorDto })
  async artwork(@Req() request: FastifyRequest): Promise<AdminPodcastShowView> {
    return this.show.setArtwork((await uploadedFile(request, ARTWORK_UPLOAD)).bytes);
  }
}
