import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlaybackPosition } from '@site/contracts';
import { PlaybackPositionDto, PositionParamsDto, SavePositionDto } from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn, Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { PositionsService } from './positions.service.js';

/** Every route sits behind SignedInGuard, so the caller is set. */
const userIdOf = (caller: CallerIdentity | null) => (caller as CallerIdentity).userId;

@ApiTags('library')
@ApiSignedIn()
@Controller('library/positions')
@UseGuards(SignedInGuard)
export class PositionsController {
  constructor(private readonly positions: PositionsService) {}

  @Get()
  @ApiOperation({ summary: 'Where the signed-in listener stopped in each recording, the most recent first' })
  @ApiOkResponse({ type: PlaybackPositionDto, isArray: true })
  list(@Caller() caller: CallerIdentity | null): Promise<PlaybackPosition[]> {
    return this.positions.list(userIdOf(caller));
  }

  @Put(':mediaKey')
  @ApiOperation({ summary: 'Save where the signed-in listener stopped in an episode or a recording' })
  @ApiOkResponse({ type: PlaybackPositionDto })
  @ApiErrors({
    400: 'The key is not episode:<slug> or audio:<slug>, or seconds is not a number from 0 to 86400.',
    404: 'No episode or recording has this slug.',
  })
  save(
    @Caller() caller: CallerIdentity | null,
    @Param() { mediaKey }: PositionParamsDto,
    @Body() { seconds }: SavePositionDto,
  ): Promise<PlaybackPosition> {
    return this.positions.save(userIdOf(caller), mediaKey, seconds);
  }
}
