import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import type { User } from '@site/contracts';
import { LoginDto, RegisterDto } from '@site/contracts/dto';
import { CredentialsService } from '../credentials/credentials.service.js';
import { toPublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';
import { InternalTokenGuard } from './internal-token.guard.js';
import { UserIdPipe } from './user-id.pipe.js';

/** Called only by the gateway, which keeps the sessions. */
@Controller('internal')
@UseGuards(InternalTokenGuard)
export class InternalController {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly users: UsersService,
  ) {}

  @Post('register')
  register(@Body() body: RegisterDto): Promise<User> {
    return this.credentials.register(body);
  }

  @Post('verify-credentials')
  @HttpCode(200)
  verifyCredentials(@Body() body: LoginDto): Promise<User> {
    return this.credentials.verify(body);
  }

  @Get('users/:id')
  async user(@Param('id', UserIdPipe) id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return toPublicUser(user);
  }
}
