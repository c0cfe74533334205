import { Module } from '@nestjs/common';
import { EssaysModule } from '../essays/essays.module.js';
import { JournalModule } from '../journal/journal.module.js';
import { CardImages } from './card-image.js';
import { CardTitles } from './card-titles.js';
import { CardsController } from './cards.controller.js';

/** The link-preview cards of essays and journal entries, drawn from their titles. */
@Module({
  imports: [EssaysModule, JournalModule],
  controllers: [CardsController],
  providers: [CardTitles, CardImages],
})
export class CardsModule {}
