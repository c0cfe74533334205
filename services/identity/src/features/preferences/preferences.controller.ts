import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Preferences } from '@site/contracts';
import { PreferencesDto, UpdatePreferencesDto } from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn, Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { PreferencesService } from './preferences.service.js';

@ApiTags('account')
@ApiSignedIn()
@Controller('user/preferences')
@UseGuards(SignedInGuard)
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  @ApiOperation({ summary: "The caller's theme and motion preferences (the defaults until changed)" })
  @ApiOkResponse({ type: PreferencesDto })
  get(@Caller() caller: CallerIdentity): Promise<Preferences> {
    return this.preferences.get(caller);
  }

  @Patch()
  @ApiOperation({ summary: "Change the caller's preferences; omitted fields stay as they are" })
  @ApiOkResponse({ type: PreferencesDto, description: 'The preferences as saved.' })
  @ApiErrors({ 400: 'An unknown theme, a reducedMotion that is not true or false, or an unknown field.' })
  update(@Caller() caller: CallerIdentity, @Body() body: UpdatePreferencesDto): Promise<Preferences> {
    return this.preferences.update(caller, body);
  }
}
