import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LibraryOverview } from '@site/contracts';
import { LibraryOverviewDto } from '@site/contracts/dto';
import { LibraryOverviewService } from './library-overview.service.js';

@ApiTags('library')
@Controller('library')
export class LibraryOverviewController {
  constructor(private readonly library: LibraryOverviewService) {}

  @Get()
  @ApiOperation({
    summary: 'The library at a glance: shelves with counts, what is being read, counts and recent additions',
  })
  @ApiOkResponse({ type: LibraryOverviewDto })
  overview(): Promise<LibraryOverview> {
    return this.library.overview();
  }
}
