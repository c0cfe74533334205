import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AudioItem } from '@site/contracts';
import { AudioItemDto } from '@site/contracts/dto';
import { AudioService } from './audio.service.js';

@ApiTags('library')
@Controller('library')
export class AudioController {
  constructor(private readonly audio: AudioService) {}

  @Get('audio')
  @ApiOperation({ summary: 'The library’s lectures and readings, the most recently added first' })
  @ApiOkResponse({ type: AudioItemDto, isArray: true })
  list(): Promise<AudioItem[]> {
    return this.audio.list();
  }
}
