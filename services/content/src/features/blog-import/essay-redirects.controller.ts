import { Controller, Get, NotFoundException, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EssayRedirect } from '@site/contracts';
import { EssayRedirectDto, EssayRedirectQueryDto } from '@site/contracts/dto';
import { ApiErrors, INTERNAL_TOKEN_HEADER, InternalTokenGuard } from '@site/service-kit';
import { BlogImportService } from './blog-import.service.js';

/** Asked only by the gateway, before it renders an address that is not a page of the site. */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'The secret shared with the gateway.' })
@ApiErrors({ 401: 'No internal token.', 403: 'A wrong internal token.' })
@Controller('internal/essay-redirects')
@UseGuards(InternalTokenGuard)
export class EssayRedirectsController {
  constructor(private readonly blogImport: BlogImportService) {}

  @Get()
  @ApiOperation({ summary: 'Where an old address of an imported post lives now: its published essay' })
  @ApiOkResponse({ type: EssayRedirectDto })
  @ApiErrors({ 400: 'A path that is not text or is too long.', 404: 'No published essay has this old address.' })
  async find(@Query() { path }: EssayRedirectQueryDto): Promise<EssayRedirect> {
    const location = await this.blogImport.redirectFor(path);
    if (!location) throw new NotFoundException('No essay has this old address.');
    return { location };
  }
}
