import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { User } from '@site/contracts';
import { InternalRegistrationDto, LoginDto, RegisterDto, UserDto } from '@site/contracts/dto';
import { ApiErrors, INTERNAL_TOKEN_HEADER, InternalTokenGuard, UserIdPipe } from '@site/service-kit';
import { CredentialsService } from '../credentials/credentials.service.js';
import { toPublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';

/** Called only by the gateway, which keeps the sessions. */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'The secret shared with the gateway.' })
@ApiErrors({ 401: 'No internal token.', 403: 'A wrong internal token.' })
@Controller('internal')
@UseGuards(InternalTokenGuard)
export class InternalController {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly users: UsersService,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Create an account' })
  @ApiCreatedResponse({ type: InternalRegistrationDto, description: 'The account waits for the mailed code.' })
  @ApiErrors({ 400: 'Invalid fields or a weak password.', 409: 'The username or email is taken.' })
  register(@Body() body: RegisterDto): Promise<InternalRegistrationDto> {
    return this.credentials.register(body);
  }

  @Post('verify-credentials')
  @HttpCode(200)
  @ApiOperation({ summary: 'The account a username (or email) and password belong to' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors({
    400: 'Invalid fields.',
    401: 'Unknown account or wrong password.',
    403: 'The right password of a suspended account, or of one whose email is not verified yet.',
  })
  verifyCredentials(@Body() body: LoginDto): Promise<User> {
    return this.credentials.verify(body);
  }

  @Get('users/:id')
  @ApiOperation({ summary: 'One account by id' })
  @ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors({ 400: 'An id that is not a positive whole number.', 404: 'No account has this id, or it is suspended.' })
  async user(@Param('id', UserIdPipe) id: number): Promise<User> {
    const user = await this.users.findById(id);
    // A suspended account is, to the gateway, no longer signed in.
    if (!user || user.suspendedAt) throw new NotFoundException('User not found');
    return toPublicUser(user);
  }
}
