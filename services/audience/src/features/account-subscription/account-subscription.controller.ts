import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountSubscription } from '@site/contracts';
import { AccountSubscriptionDto, AccountSubscriptionInputDto } from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn, Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { AccountSubscriptionService } from './account-subscription.service.js';

@ApiTags('newsletter')
@ApiSignedIn()
@Controller('newsletter/subscription')
@UseGuards(SignedInGuard)
export class AccountSubscriptionController {
  constructor(private readonly subscriptions: AccountSubscriptionService) {}

  @Get()
  @ApiOperation({ summary: "Whether the caller's account address receives the newsletter" })
  @ApiOkResponse({ type: AccountSubscriptionDto })
  @ApiErrors({ 400: 'The session carries no address.' })
  get(@Caller() caller: CallerIdentity): Promise<AccountSubscription> {
    return this.subscriptions.get(caller);
  }

  @Put()
  @ApiOperation({
    summary: "Subscribe or unsubscribe the caller's account address",
    description: 'The address is the verified one of the account, so the subscription starts at once, with no mail.',
  })
  @ApiOkResponse({ type: AccountSubscriptionDto })
  @ApiErrors({ 400: 'subscribed is not true or false, an unknown field, or a session without an address.' })
  set(@Caller() caller: CallerIdentity, @Body() body: AccountSubscriptionInputDto): Promise<AccountSubscription> {
    return this.subscriptions.set(caller, body.subscribed);
  }
}
