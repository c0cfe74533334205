import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GameResultSaved, PersonalBest } from '@site/contracts';
import { GameResultDto, GameResultSavedDto, PersonalBestDto } from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn, Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { GameResultsService } from './game-results.service.js';

/** Every route sits behind SignedInGuard, so the caller is set. */
const userIdOf = (caller: CallerIdentity | null) => (caller as CallerIdentity).userId;

/** Results of the games remote for signed-in players; visitors keep theirs in the browser. */
@ApiTags('games')
@ApiSignedIn()
@Controller('games/results')
@UseGuards(SignedInGuard)
export class GameResultsController {
  constructor(private readonly results: GameResultsService) {}

  /** 201 with the stored result and the caller's best for its game and level. */
  @Post()
  @ApiOperation({ summary: 'Record a finished game; impossible times are refused' })
  @ApiCreatedResponse({ type: GameResultSavedDto, description: "The stored result and the caller's best for it." })
  @ApiErrors({ 400: 'An unknown game or level, a missing time or score, or a time faster than the game allows.' })
  record(@Caller() caller: CallerIdentity | null, @Body() body: GameResultDto): Promise<GameResultSaved> {
    return this.results.record(userIdOf(caller), body);
  }

  @Get('me')
  @ApiOperation({ summary: "The caller's best time or score for each game and level" })
  @ApiOkResponse({ type: PersonalBestDto, isArray: true })
  bests(@Caller() caller: CallerIdentity | null): Promise<PersonalBest[]> {
    return this.results.bests(userIdOf(caller));
  }
}
