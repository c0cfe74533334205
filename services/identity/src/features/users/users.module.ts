import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileService } from './profile.service.js';
import { UnverifiedAccountsRepository } from './unverified-accounts.repository.js';
import { UnverifiedPurger } from './unverified-purger.js';
import { UserEntity } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [UsersController],
  providers: [UsersService, UsersRepository, UnverifiedAccountsRepository, UnverifiedPurger, ProfileService],
  exports: [UsersService],
})
export class UsersModule {}
