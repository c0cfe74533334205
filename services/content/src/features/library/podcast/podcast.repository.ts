import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository, type FindOptionsWhere } from 'typeorm';
import type { EpisodeSeed } from '../audio/recording-seeds.js';
import { PodcastChapterEntity } from './podcast-chapter.entity.js';
import { PodcastEpisodeEntity } from './podcast-episode.entity.js';
import { PodcastTranscriptLineEntity } from './podcast-transcript-line.entity.js';

/** Drafts and scheduled episodes are the author's until they go out. */
const PUBLISHED = { status: 'published' } as const satisfies FindOptionsWhere<PodcastEpisodeEntity>;

/** The podcast's published episodes with their chapters and transcripts: what readers and podcast apps get. */
@Injectable()
export class PodcastRepository {
  constructor(
    @InjectRepository(PodcastEpisodeEntity) private readonly episodes: Repository<PodcastEpisodeEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Every published episode without chapters or transcript, newest first. */
  newest(): Promise<PodcastEpisodeEntity[]> {
    return this.episodes.find({ where: PUBLISHED, order: { publishedAt: 'DESC', id: 'DESC' } });
  }

  /** The published episode with this slug, else (for digits) this id, in full; null when none. */
  async find(idOrSlug: string): Promise<PodcastEpisodeEntity | null> {
    const bySlug = await this.inFull({ ...PUBLISHED, slug: idOrSlug });
    if (bySlug || !/^[1-9]\d{0,9}$/.test(idOrSlug) || Number(idOrSlug) > 2_147_483_647) return bySlug;
    return this.inFull({ ...PUBLISHED, id: Number(idOrSlug) });
  }

  /** Every episode's slug and publication day, newest first: what the sitemap lists. */
  async dates(): Promise<{ slug: string; lastmod: string }[]> {
    const episodes = await this.episodes.find({
      select: { slug: true, publishedAt: true, updatedAt: true },
      where: PUBLISHED,
      order: { publishedAt: 'DESC', id: 'DESC' },
    });
    return episodes.map(({ slug, publishedAt, updatedAt }) => ({
      slug,
      lastmod: new Date(Math.max(publishedAt?.getTime() ?? 0, updatedAt.getTime())).toISOString().slice(0, 10),
    }));
  }

  async exists(slug: string): Promise<boolean> {
    return this.episodes.exists({ where: { ...PUBLISHED, slug } });
  }

  /** Stores the seeds whose slug is not stored yet, each with its chapters and transcript; answers how many. */
  async addMissing(seeds: EpisodeSeed[]): Promise<number> {
    const stored = await this.episodes.find({ select: { slug: true }, where: { slug: In(seeds.map((s) => s.slug)) } });
    const known = new Set(stored.map((episode) => episode.slug));
    const missing = seeds.filter((seed) => !known.has(seed.slug));
    await this.dataSource.transaction(async (manager) => {
      for (const { audio, chapters, transcript, ...seed } of missing) {
        const episode = await manager.save(PodcastEpisodeEntity, {
          ...seed,
          audioUrl: audio.url,
          audioBytes: audio.byteLength,
          durationSeconds: audio.durationSeconds,
        });
        await manager.insert(
          PodcastChapterEntity,
          chapters.map((chapter, position) => ({ ...chapter, position, episodeId: episode.id })),
        );
        await manager.insert(
          PodcastTranscriptLineEntity,
          transcript.map((line, position) => ({ ...line, position, episodeId: episode.id })),
        );
      }
    });
    return missing.length;
  }

  private inFull(where: FindOptionsWhere<PodcastEpisodeEntity>): Promise<PodcastEpisodeEntity | null> {
    return this.episodes.findOne({
      where,
      relations: { chapters: true, transcript: true },
      order: { chapters: { position: 'ASC' }, transcript: { position: 'ASC' } },
    });
  }
}
