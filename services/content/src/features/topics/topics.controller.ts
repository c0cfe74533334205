import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Topic, TopicDetail } from '@site/contracts';
import { TopicDetailDto, TopicDto, TopicParamsDto } from '@site/contracts/dto';
import { ApiErrors, SharedForASecond } from '@site/service-kit';
import { TopicsService } from './topics.service.js';

@ApiTags('topics')
@Controller('topics')
export class TopicsController {
  constructor(private readonly topics: TopicsService) {}

  @Get()
  @SharedForASecond()
  @ApiOperation({ summary: 'The topics, each saying whether any essay is on it' })
  @ApiOkResponse({ type: TopicDto, isArray: true })
  list(): Promise<Topic[]> {
    return this.topics.list();
  }

  @Get(':name')
  @ApiOperation({ summary: 'One active topic with its description' })
  @ApiOkResponse({ type: TopicDetailDto })
  @ApiErrors({ 400: 'A name over 100 characters or holding unsafe text.', 404: 'No active topic has this name.' })
  get(@Param() { name }: TopicParamsDto): Promise<TopicDetail> {
    return this.topics.get(name);
  }
}
