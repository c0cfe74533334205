import { Inject, Injectable } from '@nestjs/common';
import type { Episode, PodcastOverview, PodcastShow } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { ContentConfig } from '../../../config.js';
import { episodeSummaryView, episodeView, outgoing } from './episode-view.js';
import { jsonChapters, type JsonChapters } from './json-chapters.js';
import type { PodcastEpisodeEntity } from './podcast-episode.entity.js';
import { podcastFeedXml } from './podcast-feed.js';
import { PodcastRepository } from './podcast.repository.js';
import { PodcastShowSource } from './podcast-show.js';
import { transcriptVtt } from './webvtt.js';

/** A generated file with the moment its newest entry appeared, for `Last-Modified`. */
export interface PodcastFile {
  body: string;
  updated?: string;
}

@Injectable()
export class PodcastService {
  constructor(
    private readonly episodes: PodcastRepository,
    private readonly showSource: PodcastShowSource,
    private readonly markdown: MarkdownRenderer,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async show(): Promise<PodcastShow> {
    const {
      subcategory: _subcategory,
      ownerEmail: _ownerEmail,
      explicit: _explicit,
      ...show
    } = await this.showSource.show();
    return show;
  }

  /** The show and its episodes, newest first. */
  async overview(): Promise<PodcastOverview> {
    const [show, episodes] = await Promise.all([this.show(), this.episodes.newest()]);
    return { show, episodes: episodes.map(episodeSummaryView) };
  }

  /** The episode with this slug or id; null when none. */
  async episode(idOrSlug: string): Promise<Episode | null> {
    const [episode, show] = await Promise.all([this.episodes.find(idOrSlug), this.showSource.settings()]);
    return episode && episodeView(episode, this.notesHtml(episode), show.artworkUrl);
  }

  /** The RSS feed podcast apps subscribe to, dated by its newest episode. */
  async feed(): Promise<PodcastFile> {
    const [show, episodes] = await Promise.all([this.showSource.show(), this.episodes.newest()]);
    const body = podcastFeedXml(
      show,
      episodes.map((episode) => ({
        ...episode,
        ...outgoing(episode),
        notesHtml: this.notesHtml(episode),
        artworkUrl: episode.artworkUrl ?? show.artworkUrl,
      })),
      this.config.siteUrl,
    );
    return { body, updated: episodes[0]?.publishedAt?.toISOString().slice(0, 10) };
  }

  /** The episode's transcript as WebVTT; null for an unknown slug. */
  async transcript(slug: string): Promise<string | null> {
    const episode = await this.episodes.find(slug);
    return episode && episode.slug === slug ? transcriptVtt(episode.transcript) : null;
  }

  /** The episode's Podcasting 2.0 JSON chapters; null for an unknown slug. */
  async chapters(slug: string): Promise<JsonChapters | null> {
    const episode = await this.episodes.find(slug);
    return episode && episode.slug === slug
      ? jsonChapters(episode.chapters, outgoing(episode).audio.durationSeconds)
      : null;
  }

  private notesHtml(episode: PodcastEpisodeEntity): string {
    return this.markdown.render(`podcast/${episode.slug}`, episode.notes).html;
  }
}
