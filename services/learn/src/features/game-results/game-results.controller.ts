import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import type { GameResultSaved, PersonalBest } from '@site/contracts';
import { GameResultDto } from '@site/contracts/dto';
import { Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { GameResultsService } from './game-results.service.js';

/** Every route sits behind SignedInGuard, so the caller is set. */
const userIdOf = (caller: CallerIdentity | null) => (caller as CallerIdentity).userId;

/** Results of the games remote for signed-in players; visitors keep theirs in the browser. */
@Controller('games/results')
@UseGuards(SignedInGuard)
export class GameResultsController {
  constructor(private readonly results: GameResultsService) {}

  /** 201 with the stored result and the caller's best for its game and level. */
  @Post()
  record(@Caller() caller: CallerIdentity | null, @Body() body: GameResultDto): Promise<GameResultSaved> {
    return this.results.record(userIdOf(caller), body);
  }

  @Get('me')
  bests(@Caller() caller: CallerIdentity | null): Promise<PersonalBest[]> {
    return this.results.bests(userIdOf(caller));
  }
}
