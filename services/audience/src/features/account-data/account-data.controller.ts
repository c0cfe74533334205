import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AccountSubscription, AudienceAccountDataDeleted } from '@site/contracts';
import {
  AccountAddressChangeDto,
  AccountDataDeletionDto,
  AccountSubscriptionDto,
  AudienceAccountDataDeletedDto,
} from '@site/contracts/dto';
import { ApiErrors, INTERNAL_TOKEN_HEADER, InternalTokenGuard, UserIdPipe } from '@site/service-kit';
import { AccountDataService } from './account-data.service.js';

/** Called only by the gateway, which runs the deletion and the change of address of an account. */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'The secret shared with the gateway.' })
@ApiErrors({ 401: 'No internal token.', 403: 'A wrong internal token.' })
@Controller('internal')
@UseGuards(InternalTokenGuard)
export class AccountDataController {
  constructor(private readonly data: AccountDataService) {}

  @Post('account-data/:userId/deletion')
  @HttpCode(200)
  @ApiOperation({
    summary: "Delete a reader's chat conversations and the newsletter subscription of their account's address",
    description: 'Run before the account itself is deleted; asking again deletes nothing more.',
  })
  @ApiParam({ name: 'userId', schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({ type: AudienceAccountDataDeletedDto })
  @ApiErrors({
    400: 'A user id that is not a positive whole number, or a missing or malformed address.',
    404: 'A user id past any account.',
  })
  delete(
    @Param('userId', UserIdPipe) userId: number,
    @Body() body: AccountDataDeletionDto,
  ): Promise<AudienceAccountDataDeleted> {
    return this.data.deleteFor(userId, body.email);
  }

  @Post('newsletter/address-change')
  @HttpCode(200)
  @ApiOperation({
    summary: "Move a confirmed newsletter subscription to the account's new, just verified address",
    description: 'Needs no confirm link: the new address was verified by a mailed code. Asking again changes nothing.',
  })
  @ApiOkResponse({ type: AccountSubscriptionDto, description: 'Whether the new address receives the newsletter.' })
  @ApiErrors({ 400: 'A missing or malformed address, or the same address twice.' })
  changeAddress(@Body() body: AccountAddressChangeDto): Promise<AccountSubscription> {
    return this.data.changeAddress(body);
  }
}
