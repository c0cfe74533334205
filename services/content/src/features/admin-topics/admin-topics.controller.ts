import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminTopic } from '@site/contracts';
import { AdminTopicChangeDto, AdminTopicDto, TopicParamsDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors } from '@site/service-kit';
import { AdminTopicsService } from './admin-topics.service.js';

@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/topics')
@UseGuards(AdminGuard)
export class AdminTopicsController {
  constructor(private readonly topics: AdminTopicsService) {}

  @Get()
  @ApiOperation({ summary: 'Every topic, active or not, with its description and essay count' })
  @ApiOkResponse({ type: AdminTopicDto, isArray: true })
  list(): Promise<AdminTopic[]> {
    return this.topics.list();
  }

  @Patch(':name')
  @ApiOperation({
    summary: 'Turn a topic on or off, or rewrite its description',
    description: 'An inactive topic leaves the side menu and its page answers 404.',
  })
  @ApiOkResponse({ type: AdminTopicDto, description: 'The topic as changed.' })
  @ApiErrors({
    400: 'Nothing to change, a flag that is not true or false, or an empty, overlong or unsafe description.',
    404: 'No topic has this name.',
  })
  change(@Param() { name }: TopicParamsDto, @Body() body: AdminTopicChangeDto): Promise<AdminTopic> {
    return this.topics.change(name, body);
  }
}
