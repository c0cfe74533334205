import { In, Not, type EntityManager } from 'typeorm';
import { PodcastChapterEntity } from '../library/podcast/podcast-chapter.entity.js';
import { PodcastEpisodeEntity } from '../library/podcast/podcast-episode.entity.js';
import { PodcastTranscriptLineEntity } from '../library/podcast/podcast-transcript-line.entity.js';
import {
  ArchiveFileProblem,
  baseName,
  checkedList,
  filesIn,
  firstDuplicate,
  jsonText,
  markdownText,
  readJson,
  readMarkdown,
  sameRecord,
  type ArchiveFiles,
} from './archive-files.js';
import { isoTime, Tally, type KindTransfer } from './kind-transfer.js';
import { firstMissingMedia } from './media-store.js';
import { EpisodeRecord } from './records.js';

const EPISODES = 'podcast/episodes.json';
const NOTES = 'podcast/notes';

type EpisodeWithNotes = EpisodeRecord & { notes: string };

/** An episode in the archive's shape, show notes included: the one place a new episode field is added. */
const episodeRecordOf = (episode: PodcastEpisodeEntity): EpisodeWithNotes => ({
  slug: episode.slug,
  number: episode.number,
  guid: episode.guid,
  title: episode.title,
  status: episode.status,
  publishedAt: isoTime(episode.publishedAt),
  summary: episode.summary,
  explicit: episode.explicit,
  audioUrl: episode.audioUrl,
  audioType: episode.audioType,
  audioBytes: episode.audioBytes,
  durationSeconds: episode.durationSeconds,
  artworkUrl: episode.artworkUrl,
  chapters: [...episode.chapters]
    .sort((a, b) => a.position - b.position)
    .map(({ startSeconds, title }) => ({ startSeconds, title })),
  transcript: [...episode.transcript]
    .sort((a, b) => a.position - b.position)
    .map(({ startSeconds, endSeconds, speaker, text }) => ({ startSeconds, endSeconds, speaker, text })),
  notes: episode.notes.trim(),
});

/** `podcast/episodes.json` (chapters and transcript with each episode) and `podcast/notes/<slug>.md`; audio under media/. */
export const podcastTransfer: KindTransfer<EpisodeWithNotes> = {
  kind: 'episodes',

  async exportFiles(manager) {
    const episodes = (
      await manager.find(PodcastEpisodeEntity, {
        relations: { chapters: true, transcript: true },
        order: { number: 'ASC' },
      })
    ).map(episodeRecordOf);
    return {
      [EPISODES]: jsonText(episodes.map(({ notes: _notes, ...episode }) => episode)),
      ...Object.fromEntries(
        episodes.map((episode) => [
          `${NOTES}/${episode.slug}.md`,
          markdownText({ episode: episode.slug, title: episode.title }, episode.notes),
        ]),
      ),
    };
  },

  read(files: ArchiveFiles) {
    const notes = new Map(
      filesIn(files, NOTES, '.md').map((path) => [baseName(path, '.md'), readMarkdown(files, path).body] as const),
    );
    if (!files[EPISODES]) {
      if (notes.size > 0) throw new ArchiveFileProblem(NOTES, `show notes without ${EPISODES}.`);
      return [];
    }
    const records = checkedList(EpisodeRecord, readJson(files, EPISODES), EPISODES);
    for (const [field, key] of [
      ['slug', (record: EpisodeRecord) => record.slug],
      ['number', (record: EpisodeRecord) => String(record.number)],
      ['guid', (record: EpisodeRecord) => record.guid],
    ] as const) {
      const twice = firstDuplicate(records, key);
      if (twice) throw new ArchiveFileProblem(EPISODES, `two episodes have the ${field} "${twice}".`);
    }
    const slugs = new Set(records.map((record) => record.slug));
    const stray = [...notes.keys()].find((slug) => !slugs.has(slug));
    if (stray) throw new ArchiveFileProblem(`${NOTES}/${stray}.md`, `no episode "${stray}" is in ${EPISODES}.`);
    return records.map((record) => ({
      ...record,
      status: record.status ?? 'published',
      publishedAt: isoTime(record.publishedAt ?? null),
      explicit: record.explicit ?? false,
      audioUrl: record.audioUrl ?? null,
      audioType: record.audioType ?? 'audio/mpeg',
      audioBytes: record.audioBytes ?? null,
      durationSeconds: record.durationSeconds ?? null,
      artworkUrl: record.artworkUrl ?? null,
      chapters: record.chapters.map(({ startSeconds, title }) => ({ startSeconds, title })),
      transcript: record.transcript.map(({ startSeconds, endSeconds, speaker, text }) => ({
        startSeconds,
        endSeconds,
        speaker: speaker ?? null,
        text,
      })),
      notes: notes.get(record.slug) ?? '',
    }));
  },

  async write(manager: EntityManager, records) {
    const tally = new Tally('episodes');
    const existing = new Map(
      (
        await manager.find(PodcastEpisodeEntity, {
          where: { slug: In(records.map((record) => record.slug)) },
          relations: { chapters: true, transcript: true },
        })
      ).map((episode) => [episode.slug, episode]),
    );
    for (const record of records) {
      if (record.status !== 'draft' && (!record.publishedAt || !record.audioUrl || record.durationSeconds === null))
        throw new ArchiveFileProblem(EPISODES, `"${record.slug}" is ${record.status} without its day or its audio.`);
      const missing = await firstMissingMedia(
        manager,
        [record.audioUrl, record.artworkUrl].filter((address) => address !== null),
      );
      if (missing) throw new ArchiveFileProblem(EPISODES, `"${record.slug}": ${missing}`);
      const episode = existing.get(record.slug);
      const same = episode !== undefined && sameRecord(episodeRecordOf(episode), record);
      tally.count(episode !== undefined, same);
      if (same) continue;
      const clash = await manager.findOne(PodcastEpisodeEntity, {
        where: [
          { number: record.number, slug: Not(record.slug) },
          { guid: record.guid, slug: Not(record.slug) },
        ],
      });
      if (clash) {
        throw new ArchiveFileProblem(
          EPISODES,
          `"${record.slug}" has the number or guid of the episode "${clash.slug}".`,
        );
      }
      const { chapters, transcript, publishedAt, ...fields } = record;
      const saved = await manager.save(
        PodcastEpisodeEntity,
        manager.create(PodcastEpisodeEntity, {
          id: episode?.id,
          ...fields,
          publishedAt: publishedAt === null ? null : new Date(publishedAt),
          updatedAt: new Date(),
        }),
      );
      await manager.delete(PodcastChapterEntity, { episodeId: saved.id });
      await manager.delete(PodcastTranscriptLineEntity, { episodeId: saved.id });
      if (chapters.length > 0) {
        await manager.insert(
          PodcastChapterEntity,
          chapters.map((chapter, position) => ({ ...chapter, position, episodeId: saved.id })),
        );
      }
      if (transcript.length > 0) {
        await manager.insert(
          PodcastTranscriptLineEntity,
          transcript.map((line, position) => ({ ...line, position, episodeId: saved.id })),
        );
      }
    }
    return tally.written();
  },
};
