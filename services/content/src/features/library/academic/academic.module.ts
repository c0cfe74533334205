import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaperEntity } from './paper.entity.js';
import { PapersController } from './papers.controller.js';
import { PapersRepository } from './papers.repository.js';
import { PapersService } from './papers.service.js';

/** The library's papers and lecture notes, with their citations. */
@Module({
  imports: [TypeOrmModule.forFeature([PaperEntity])],
  controllers: [PapersController],
  providers: [PapersRepository, PapersService],
  exports: [PapersRepository, PapersService],
})
export class AcademicModule {}
