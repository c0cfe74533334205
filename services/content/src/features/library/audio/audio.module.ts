import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AudioItemEntity } from './audio-item.entity.js';
import { AudioSeeder } from './audio-seeder.js';
import { AudioController } from './audio.controller.js';
import { AudioItemsRepository } from './audio-items.repository.js';
import { AudioService } from './audio.service.js';

/** The library's lectures and readings: their API and shipped seed. */
@Module({
  imports: [TypeOrmModule.forFeature([AudioItemEntity])],
  controllers: [AudioController],
  providers: [AudioItemsRepository, AudioService, AudioSeeder],
  exports: [AudioItemsRepository, AudioSeeder],
})
export class AudioModule {}
