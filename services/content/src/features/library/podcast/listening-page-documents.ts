import { Inject, Injectable } from '@nestjs/common';
import {
  audioObjectLd,
  documentTitle,
  PAGE_HEADS,
  pathTo,
  podcastEpisodeLd,
  podcastSeriesLd,
  type PageDocument,
  type PageHead,
} from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { ContentConfig } from '../../../config.js';
import { ContentHeads } from '../../pages/content-heads.js';
import { AudioService } from '../audio/audio.service.js';
import { episodeArticleHtml } from './episode-markup.js';
import { PodcastService } from './podcast.service.js';

/** The artwork's side, as make-audio.mjs draws it. */
const ARTWORK_SIZE = 1400;

/**
 * The first HTML of /library/audio, /podcast and /podcast/episode/:id: heads with their JSON-LD, the
 * episode's text, and the data the screens' queries would fetch (their query keys).
 */
@Injectable()
export class ListeningPageDocuments {
  private readonly heads: ContentHeads;

  constructor(
    private readonly audio: AudioService,
    private readonly podcast: PodcastService,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.heads = new ContentHeads(config.siteUrl);
  }

  async audioPage(): Promise<PageDocument> {
    const items = await this.audio.list();
    const { title, description } = PAGE_HEADS.libraryAudio;
    const path = pathTo('libraryAudio');
    const head = this.heads.collection({
      title,
      description,
      path,
      items: items.map((item) => this.heads.page(item.title, `${path}#${item.slug}`)),
      trail: [[PAGE_HEADS.library.title, pathTo('library')]],
    });
    const recordings = items.map((item) =>
      audioObjectLd({
        ...this.heads.page(item.title, `${path}#${item.slug}`),
        description: item.summary,
        contentUrl: this.heads.url(item.audio.url),
        durationSeconds: item.audio.durationSeconds,
        uploadDate: item.addedAt,
        speaker: item.speaker,
      }),
    );
    return {
      status: 200,
      head: { ...head, structuredData: [...head.structuredData, ...recordings] },
      data: [{ queryKey: ['library', 'audio'], data: items }],
    };
  }

  async podcastPage(): Promise<PageDocument> {
    const overview = await this.podcast.overview();
    const { title, description } = PAGE_HEADS.podcast;
    const path = pathTo('podcast');
    const head = this.heads.collection({
      title,
      description,
      path,
      items: overview.episodes.map((episode) =>
        this.heads.page(episode.title, pathTo('podcastEpisode', { id: episode.slug })),
      ),
    });
    const series = podcastSeriesLd({
      ...this.heads.page(overview.show.title, path),
      description: overview.show.description,
      image: this.heads.url(overview.show.artworkUrl),
      webFeed: overview.show.feedUrl,
      author: overview.show.author,
    });
    return {
      status: 200,
      head: {
        ...head,
        image: this.artwork(overview.show.artworkUrl, overview.show.title),
        structuredData: [series, ...head.structuredData],
      },
      data: [{ queryKey: ['podcast', 'overview'], data: overview }],
    };
  }

  /** `id` is the route's parameter as the screen reads it: the slug, or the episode's numeric id. */
  async episodePage(id: string, at: string): Promise<PageDocument> {
    const [episode, overview] = await Promise.all([this.podcast.episode(id), this.podcast.overview()]);
    if (!episode) return { status: 404, head: this.heads.notFound(at, 'Episode') };
    const path = pathTo('podcastEpisode', { id: episode.slug });
    const head: PageHead = {
      title: documentTitle(episode.title),
      description: episode.summary,
      path,
      type: 'article',
      image: this.artwork(episode.artworkUrl, overview.show.title),
      publishedTime: episode.publishedAt,
      structuredData: [
        podcastEpisodeLd({
          ...this.heads.page(episode.title, path),
          description: episode.summary,
          datePublished: episode.publishedAt,
          episodeNumber: episode.number,
          audioUrl: this.heads.url(episode.audio.url),
          durationSeconds: episode.audio.durationSeconds,
          image: this.heads.url(episode.artworkUrl),
          series: this.heads.page(overview.show.title, pathTo('podcast')),
        }),
        this.heads.breadcrumbs([PAGE_HEADS.podcast.title, pathTo('podcast')], [episode.title, path]),
      ],
    };
    return {
      status: 200,
      head,
      mainHtml: episodeArticleHtml(episode, overview.show),
      data: [
        { queryKey: ['podcast', 'episode', id], data: episode },
        { queryKey: ['podcast', 'overview'], data: overview },
      ],
    };
  }

  private artwork(url: string, title: string) {
    return { url, width: ARTWORK_SIZE, height: ARTWORK_SIZE, alt: `${title} artwork` };
  }
}
