import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@site/contracts';
import { MessageDto, ResendCodeDto, UserDto, VerifyEmailDto } from '@site/contracts/dto';
import { ApiErrors, INTERNAL_TOKEN_HEADER, InternalTokenGuard } from '@site/service-kit';
import { VerificationService } from './verification.service.js';

/** Called only by the gateway, which starts the session once the address is verified. */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'The secret shared with the gateway.' })
@ApiErrors({ 401: 'No internal token.', 403: 'A wrong internal token.' })
@Controller('internal')
@UseGuards(InternalTokenGuard)
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify a new account with the code mailed to it' })
  @ApiOkResponse({ type: UserDto, description: 'The verified account.' })
  @ApiErrors({ 400: 'Invalid fields, or a wrong, used, expired or exhausted code.' })
  verify(@Body() body: VerifyEmailDto): Promise<User> {
    return this.verification.verify(body.email.toLowerCase(), body.code);
  }

  @Post('resend-verification')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a new code to an account waiting for verification (the same answer for any address)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 400: 'An invalid address.', 429: 'A code was sent less than a minute ago, or five this hour.' })
  resend(@Body() body: ResendCodeDto): Promise<{ message: string }> {
    return this.verification.resend(body.email.toLowerCase());
  }
}
