import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Topic } from '@site/contracts';
import { TopicDto } from '@site/contracts/dto';
import { TopicsService } from './topics.service.js';

@ApiTags('topics')
@Controller('topics')
export class TopicsController {
  constructor(private readonly topics: TopicsService) {}

  @Get()
  @ApiOperation({ summary: 'The topics, each saying whether any essay is on it' })
  @ApiOkResponse({ type: TopicDto, isArray: true })
  list(): Promise<Topic[]> {
    return this.topics.list();
  }
}
