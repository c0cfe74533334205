import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { EmailChangeConfirmed } from '@site/contracts';
import { ConfirmEmailChangeDto, DeleteAccountDto, EmailChangeConfirmedDto, MessageDto } from '@site/contracts/dto';
import { ApiErrors, INTERNAL_TOKEN_HEADER, InternalTokenGuard, UserIdPipe } from '@site/service-kit';
import { AccountService } from './account.service.js';

const ID = { name: 'id', schema: { type: 'integer', minimum: 1 } } as const;

/**
 * What the gateway runs across services. Account deletion: it checks here first, then deletes what the learn and
 * audience services keep of the reader, then the account here, then ends the sessions it keeps. A change of
 * address: it confirms here, then moves the newsletter subscription in the audience service.
 */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'The secret shared with the gateway.' })
@ApiErrors({ 401: 'No internal token.', 403: 'A wrong internal token.' })
@Controller('internal/users')
@UseGuards(InternalTokenGuard)
export class AccountInternalController {
  constructor(private readonly account: AccountService) {}

  @Post(':id/deletion-check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether the account may be deleted with this password' })
  @ApiParam(ID)
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({
    400: 'A bad id or a missing password.',
    403: 'A wrong password (or internal token).',
    404: 'No account has this id.',
    409: 'The account is the only administrator.',
  })
  checkDeletion(@Param('id', UserIdPipe) id: number, @Body() body: DeleteAccountDto): Promise<{ message: string }> {
    return this.account.checkDeletion(id, body.password);
  }

  @Post(':id/email-change')
  @HttpCode(200)
  @ApiOperation({ summary: 'Finish the change of address with the code; the old address gets a notice' })
  @ApiParam(ID)
  @ApiOkResponse({ type: EmailChangeConfirmedDto, description: 'The account with its new address, and the old one.' })
  @ApiErrors({
    400: 'A bad id, or a wrong, used, expired or exhausted code.',
    404: 'No account has this id.',
    409: 'Another account took the address meanwhile.',
  })
  confirmEmailChange(
    @Param('id', UserIdPipe) id: number,
    @Body() body: ConfirmEmailChangeDto,
  ): Promise<EmailChangeConfirmed> {
    return this.account.confirmEmailChange(id, body.code);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete the account with its bookmarks; the content it wrote stays' })
  @ApiParam(ID)
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 400: 'An id that is not a positive whole number.', 404: 'No account has this id.' })
  delete(@Param('id', UserIdPipe) id: number): Promise<{ message: string }> {
    return this.account.delete(id);
  }
}
