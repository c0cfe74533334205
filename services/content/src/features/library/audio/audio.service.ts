import { Injectable } from '@nestjs/common';
import type { AudioItem } from '@site/contracts';
import { audioItemView } from './audio-item-view.js';
import { AudioItemsRepository } from './audio-items.repository.js';

@Injectable()
export class AudioService {
  constructor(private readonly items: AudioItemsRepository) {}

  async list(): Promise<AudioItem[]> {
    return (await this.items.all()).map(audioItemView);
  }
}
