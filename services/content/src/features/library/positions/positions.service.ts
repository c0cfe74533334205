import { Injectable, NotFoundException } from '@nestjs/common';
import type { PlaybackPosition } from '@site/contracts';
import { AudioItemsRepository } from '../audio/audio-items.repository.js';
import { PodcastRepository } from '../podcast/podcast.repository.js';
import type { PlaybackPositionEntity } from './playback-position.entity.js';
import { PositionsRepository } from './positions.repository.js';

const positionView = (position: PlaybackPositionEntity): PlaybackPosition => ({
  mediaKey: position.mediaKey,
  seconds: position.seconds,
  updatedAt: position.updatedAt.toISOString(),
});

@Injectable()
export class PositionsService {
  constructor(
    private readonly positions: PositionsRepository,
    private readonly audio: AudioItemsRepository,
    private readonly podcast: PodcastRepository,
  ) {}

  async list(userId: number): Promise<PlaybackPosition[]> {
    return (await this.positions.ofUser(userId)).map(positionView);
  }

  /** Saves where the listener stopped; a key that names no recording is a 404, so no stray rows pile up. */
  async save(userId: number, mediaKey: string, seconds: number): Promise<PlaybackPosition> {
    const [kind, slug] = mediaKey.split(':');
    const known = kind === 'episode' ? await this.podcast.exists(slug) : await this.audio.exists(slug);
    if (!known) throw new NotFoundException(`No ${kind === 'episode' ? 'episode' : 'recording'} has the slug ${slug}.`);
    return positionView(await this.positions.save(userId, mediaKey, seconds));
  }
}
