import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { User } from '@site/contracts';
import type { LoginDto, RegisterDto } from '@site/contracts/dto';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { passwordProblem } from '../passwords/password-policy.js';
import { toPublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class CredentialsService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  async register(input: RegisterDto): Promise<User> {
    const name = input.name.trim();
    if (!name) throw new BadRequestException('Name must be 1 to 100 characters.');
    const problem = passwordProblem(input.password);
    if (problem) throw new BadRequestException(problem);
    const user = await this.users.create({
      name,
      username: input.username,
      email: input.email,
      passwordHash: await this.hasher.hash(input.password),
    });
    return toPublicUser(user);
  }

  /** Unknown account and wrong password get the same answer after the same amount of hashing work. */
  async verify(input: LoginDto): Promise<User> {
    const user = await this.users.findByLogin(input.username);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verifyAgainstNothing(input.password);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.updatePasswordHash(user.id, await this.hasher.hash(input.password));
    }
    return toPublicUser(user);
  }
}
