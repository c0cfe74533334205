import { LibraryDocumentEntity } from '../library/documents/library-document.entity.js';
import { PaperEntity } from '../library/academic/paper.entity.js';
import { AudioItemEntity } from '../library/audio/audio-item.entity.js';
import { mediaAddress } from '../library/media/media-files.js';
import { jsonListTransfer } from './json-list.transfer.js';
import { isoTime } from './kind-transfer.js';
import { firstMissingMedia, missingMedia } from './media-store.js';
import { AudioRecord, DocumentRecord, PaperRecord } from './records.js';

/** `library/documents.json`: the documents' data (a markdown document's text included; its file is under media/). */
export const documentsTransfer = jsonListTransfer({
  kind: 'documents',
  file: 'library/documents.json',
  entity: LibraryDocumentEntity,
  recordClass: DocumentRecord,
  key: 'name',
  recordOf: (row): DocumentRecord => ({
    name: row.name,
    title: row.title,
    description: row.description,
    format: row.format,
    fileName: row.fileName,
    byteLength: row.byteLength,
    pageCount: row.pageCount,
    body: row.body,
    outline: row.outline,
    addedAt: isoTime(row.addedAt)!,
  }),
  normalize: (record) => ({
    ...record,
    pageCount: record.pageCount ?? null,
    body: record.body ?? null,
    outline: record.outline.map(({ title, level, target }) => ({ title, level, target })),
    addedAt: isoTime(record.addedAt)!,
  }),
  fieldsOf: (record) => ({ ...record, addedAt: new Date(record.addedAt) }),
  check: (manager, record) => missingMedia(manager, mediaAddress({ kind: 'documents', file: record.fileName })),
});

/** `library/papers.json`: papers and lecture notes, each naming its full-text document if any. */
export const papersTransfer = jsonListTransfer({
  kind: 'papers',
  file: 'library/papers.json',
  entity: PaperEntity,
  recordClass: PaperRecord,
  key: 'slug',
  recordOf: (row): PaperRecord => ({
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    authors: row.authors.map(({ given, family }) => ({ given, family })),
    venue: row.venue,
    publishedOn: row.publishedOn,
    abstract: row.abstract,
    doi: row.doi,
    url: row.url,
    documentName: row.documentName,
    topics: row.topics,
    addedAt: isoTime(row.addedAt)!,
  }),
  normalize: (record) => ({
    ...record,
    authors: record.authors.map(({ given, family }) => ({ given, family })),
    doi: record.doi ?? null,
    url: record.url ?? null,
    documentName: record.documentName ?? null,
    addedAt: isoTime(record.addedAt)!,
  }),
  fieldsOf: (record) => ({
    ...record,
    authorNames: record.authors.map(({ given, family }) => `${given} ${family}`).join('; '),
    addedAt: new Date(record.addedAt),
  }),
  check: async (manager, record) =>
    record.documentName && !(await manager.existsBy(LibraryDocumentEntity, { name: record.documentName }))
      ? `there is no document "${record.documentName}".`
      : null,
});

/** `library/audio.json`: lectures and readings, drafts included (their audio and artwork are under media/). */
export const audioTransfer = jsonListTransfer({
  kind: 'recordings',
  file: 'library/audio.json',
  entity: AudioItemEntity,
  recordClass: AudioRecord,
  key: 'slug',
  recordOf: (row): AudioRecord => ({
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    speaker: row.speaker,
    recordedOn: row.recordedOn,
    summary: row.summary,
    topics: row.topics,
    status: row.status,
    audioUrl: row.audioUrl,
    audioType: row.audioType,
    audioBytes: row.audioBytes,
    durationSeconds: row.durationSeconds,
    artworkUrl: row.artworkUrl,
    addedAt: isoTime(row.addedAt)!,
  }),
  normalize: (record) => ({
    ...record,
    status: record.status ?? 'published',
    audioUrl: record.audioUrl ?? null,
    audioType: record.audioType ?? 'audio/mpeg',
    audioBytes: record.audioBytes ?? null,
    durationSeconds: record.durationSeconds ?? null,
    addedAt: isoTime(record.addedAt)!,
  }),
  fieldsOf: (record) => ({ ...record, addedAt: new Date(record.addedAt) }),
  check: async (manager, record) => {
    // The table refuses it too, but without saying which record or why.
    if (record.status === 'published' && (!record.audioUrl || !record.audioBytes || !record.durationSeconds)) {
      return 'a published recording needs its audio (audioUrl, audioBytes and durationSeconds).';
    }
    return firstMissingMedia(
      manager,
      [record.audioUrl, record.artworkUrl].filter((address) => address !== null),
    );
  },
});
