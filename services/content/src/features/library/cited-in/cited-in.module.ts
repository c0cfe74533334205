import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EssayEntity } from '../../essays/essay.entity.js';
import { CitedInController } from './cited-in.controller.js';
import { CitedInRepository } from './cited-in.repository.js';

/** "Cited in": the essays linking to a library item. */
@Module({
  imports: [TypeOrmModule.forFeature([EssayEntity])],
  controllers: [CitedInController],
  providers: [CitedInRepository],
  exports: [CitedInRepository],
})
export class CitedInModule {}
