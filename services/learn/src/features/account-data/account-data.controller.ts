import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AccountDataDeleted } from '@site/contracts';
import { AccountDataDeletedDto } from '@site/contracts/dto';
import { ApiErrors, INTERNAL_TOKEN_HEADER, InternalTokenGuard, UserIdPipe } from '@site/service-kit';
import { AccountDataRepository } from './account-data.repository.js';

/** Called only by the gateway when a reader deletes their account; asking again deletes nothing more. */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'The secret shared with the gateway.' })
@ApiErrors({ 401: 'No internal token.', 403: 'A wrong internal token.' })
@Controller('internal/account-data')
@UseGuards(InternalTokenGuard)
export class AccountDataController {
  constructor(private readonly data: AccountDataRepository) {}

  @Delete(':userId')
  @ApiOperation({ summary: "Delete a reader's course progress, quiz results and game results" })
  @ApiParam({ name: 'userId', schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({ type: AccountDataDeletedDto })
  @ApiErrors({ 400: 'A user id that is not a positive whole number.', 404: 'A user id past any account.' })
  delete(@Param('userId', UserIdPipe) userId: number): Promise<AccountDataDeleted> {
    return this.data.deleteFor(userId);
  }
}
