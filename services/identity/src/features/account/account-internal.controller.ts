import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DeleteAccountDto, MessageDto } from '@site/contracts/dto';
import { ApiErrors, INTERNAL_TOKEN_HEADER, InternalTokenGuard } from '@site/service-kit';
import { UserIdPipe } from '../internal/user-id.pipe.js';
import { AccountService } from './account.service.js';

const ID = { name: 'id', schema: { type: 'integer', minimum: 1 } } as const;

/**
 * Account deletion, run by the gateway: it checks here first, then deletes the reader's learning data in the
 * learn service, then the account here, then ends the sessions it keeps.
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

  @Delete(':id')
  @ApiOperation({ summary: 'Delete the account with its bookmarks; the content it wrote stays' })
  @ApiParam(ID)
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 400: 'An id that is not a positive whole number.', 404: 'No account has this id.' })
  delete(@Param('id', UserIdPipe) id: number): Promise<{ message: string }> {
    return this.account.delete(id);
  }
}
