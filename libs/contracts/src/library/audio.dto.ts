import { ApiProperty } from '@nestjs/swagger';
import {
  AUDIO_KINDS,
  AUDIO_TYPES,
  type AudioFile,
  type AudioItem,
  type AudioKind,
  type AudioType,
  type Chapter,
  type Episode,
  type EpisodeSummary,
  type PodcastOverview,
  type PodcastShow,
  type TranscriptLine,
} from './audio.js';

export class AudioFileDto implements AudioFile {
  @ApiProperty({ example: '/media/audio/episode-1-3f2a9c1b.mp3' })
  url!: string;

  @ApiProperty({ enum: AUDIO_TYPES })
  type!: AudioType;

  @ApiProperty({ type: 'integer', minimum: 0 })
  byteLength!: number;

  @ApiProperty({ minimum: 0, description: 'Length of the recording in seconds.' })
  durationSeconds!: number;
}

/** One row of GET /api/library/audio. */
export class AudioItemDto implements AudioItem {
  @ApiProperty({ example: 'the-weight-of-a-footnote' })
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: AUDIO_KINDS })
  kind!: AudioKind;

  @ApiProperty()
  speaker!: string;

  @ApiProperty({ format: 'date', example: '2026-10-04' })
  recordedOn!: string;

  @ApiProperty()
  summary!: string;

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: AudioFileDto })
  audio!: AudioFileDto;

  @ApiProperty()
  artworkUrl!: string;

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;
}

export class ChapterDto implements Chapter {
  @ApiProperty({ minimum: 0 })
  startSeconds!: number;

  @ApiProperty()
  title!: string;
}

export class TranscriptLineDto implements TranscriptLine {
  @ApiProperty({ minimum: 0 })
  startSeconds!: number;

  @ApiProperty({ minimum: 0 })
  endSeconds!: number;

  @ApiProperty({ type: String, nullable: true })
  speaker!: string | null;

  @ApiProperty()
  text!: string;
}

export class PodcastShowDto implements PodcastShow {
  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty()
  author!: string;

  @ApiProperty({ example: 'en' })
  language!: string;

  @ApiProperty({ example: 'Society & Culture' })
  category!: string;

  @ApiProperty()
  artworkUrl!: string;

  @ApiProperty({ example: 'https://example.org/podcast/feed.xml' })
  feedUrl!: string;

  @ApiProperty()
  ownerName!: string;
}

export class EpisodeSummaryDto implements EpisodeSummary {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'on-keeping-a-commonplace-book' })
  slug!: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  number!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt!: string;

  @ApiProperty()
  summary!: string;

  @ApiProperty({ type: AudioFileDto })
  audio!: AudioFileDto;
}

/** GET /api/podcast/episodes/{idOrSlug}. */
export class EpisodeDto extends EpisodeSummaryDto implements Episode {
  @ApiProperty({ description: 'The show notes as sanitised HTML.' })
  notesHtml!: string;

  @ApiProperty({ type: [ChapterDto] })
  chapters!: ChapterDto[];

  @ApiProperty({ type: [TranscriptLineDto] })
  transcript!: TranscriptLineDto[];

  @ApiProperty({ description: 'The transcript as WebVTT.' })
  transcriptUrl!: string;

  @ApiProperty({ description: 'Podcasting 2.0 JSON chapters.' })
  chaptersUrl!: string;

  @ApiProperty()
  artworkUrl!: string;
}

/** GET /api/podcast. */
export class PodcastOverviewDto implements PodcastOverview {
  @ApiProperty({ type: PodcastShowDto })
  show!: PodcastShowDto;

  @ApiProperty({ type: [EpisodeSummaryDto], description: 'Newest first.' })
  episodes!: EpisodeSummaryDto[];
}
