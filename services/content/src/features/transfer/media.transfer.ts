import { fileTypeFromBuffer } from 'file-type';
import type { EntityManager } from 'typeorm';
import { LibraryDocumentEntity } from '../library/documents/library-document.entity.js';
import { AudioItemEntity } from '../library/audio/audio-item.entity.js';
import { BookEntity } from '../library/books/book.entity.js';
import {
  MEDIA_FILE_PATTERN,
  MEDIA_KINDS,
  MEDIA_TYPES,
  mediaAddress,
  mediaNameOf,
  mediaTypeOf,
  type MediaName,
} from '../library/media/media-files.js';
import { PodcastEpisodeEntity } from '../library/podcast/podcast-episode.entity.js';
import { PodcastShowEntity } from '../library/podcast/podcast-show.entity.js';
import { ArchiveFileProblem, type ArchiveFiles, type ExportedFiles } from './archive-files.js';
import { Tally, type KindTransfer } from './kind-transfer.js';
import { mediaBytes, storeMedia } from './media-store.js';

const FOLDER = 'media';

export interface MediaRecord extends MediaName {
  /** Where it lies in the archive. */
  path: string;
  bytes: Uint8Array;
  contentType: string;
}

const pathOf = ({ kind, file }: MediaName) => `${FOLDER}/${kind}/${file}`;
const EXTENSIONS = Object.keys(MEDIA_TYPES)
  .map((extension) => `.${extension}`)
  .join(', ');

/**
 * Every media address the records point at: recordings' and episodes' audio and artwork, the show's artwork,
 * books' uploaded covers, documents' files.
 */
async function addressesInUse(manager: EntityManager): Promise<string[]> {
  const select = { audioUrl: true, artworkUrl: true } as const;
  // One after another: the export's transaction has one connection.
  const recordings = await manager.find(AudioItemEntity, { select });
  const episodes = await manager.find(PodcastEpisodeEntity, { select });
  const documents = await manager.find(LibraryDocumentEntity, { select: { fileName: true } });
  const show = await manager.findOneBy(PodcastShowEntity, { id: 1 });
  const books = await manager.find(BookEntity, { select: { coverUrl: true } });
  return [
    ...(show ? [show.artworkUrl] : []),
    ...books.flatMap(({ coverUrl }) => (coverUrl ? [coverUrl] : [])),
    ...[...recordings, ...episodes].flatMap(({ audioUrl, artworkUrl }) =>
      [audioUrl, artworkUrl].filter((address) => address !== null),
    ),
    ...documents.map(({ fileName }) => mediaAddress({ kind: 'documents', file: fileName })),
  ];
}

/** Whether the bytes are what the extension says: a binary type by its content, markdown as UTF-8 text. */
async function holdsItsType(bytes: Uint8Array, contentType: string): Promise<boolean> {
  if (contentType.startsWith('text/')) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return !bytes.includes(0);
    } catch {
      return false;
    }
  }
  return (await fileTypeFromBuffer(bytes))?.mime === contentType;
}

/**
 * `media/<kind>/<file>`: the files the library's records point at, byte for byte. On import a file the site
 * already serves must be the same bytes (names carry a hash of them); a new one is stored in the database.
 */
export const mediaTransfer: KindTransfer<MediaRecord> = {
  kind: 'media',

  async exportFiles(manager) {
    const names = [...new Set(await addressesInUse(manager))]
      .map(mediaNameOf)
      .filter((name): name is MediaName => name !== null)
      .sort((a, b) => pathOf(a).localeCompare(pathOf(b)));
    const files: ExportedFiles = {};
    for (const name of names) {
      // A file the site has lost is left out; importing the archive then names the record that needs it.
      const bytes = await mediaBytes(manager, name);
      if (bytes) files[pathOf(name)] = bytes;
    }
    return files;
  },

  async read(files: ArchiveFiles) {
    const records: MediaRecord[] = [];
    const paths = Object.keys(files)
      .filter((path) => path.startsWith(`${FOLDER}/`) && !path.endsWith('/'))
      .sort();
    for (const path of paths) {
      const [, kind, file, ...deeper] = path.split('/');
      if (deeper.length > 0 || !(MEDIA_KINDS as readonly string[]).includes(kind)) {
        throw new ArchiveFileProblem(
          path,
          `a media file lies in media/<kind>/, the kinds being ${MEDIA_KINDS.join(', ')}.`,
        );
      }
      if (!MEDIA_FILE_PATTERN.test(file)) {
        throw new ArchiveFileProblem(
          path,
          'a media file is named with lower-case letters, digits, hyphens and underscores, then its extension.',
        );
      }
      const contentType = mediaTypeOf(file);
      if (!contentType) throw new ArchiveFileProblem(path, `a media file is one of ${EXTENSIONS}.`);
      const bytes = files[path];
      if (bytes.length === 0) throw new ArchiveFileProblem(path, 'the file is empty.');
      if (!(await holdsItsType(bytes, contentType))) {
        throw new ArchiveFileProblem(path, `its bytes are not the ${contentType.split(';')[0]} its extension says.`);
      }
      records.push({ kind, file, path, bytes, contentType });
    }
    return records;
  },

  async write(manager: EntityManager, records) {
    const tally = new Tally('media');
    for (const { path, bytes, contentType, ...name } of records) {
      const current = await mediaBytes(manager, name);
      if (current && !Buffer.from(current).equals(Buffer.from(bytes))) {
        throw new ArchiveFileProblem(
          path,
          `the site already serves different bytes as ${mediaAddress(name)}. ` +
            'Names carry a hash of the bytes: a changed file needs a new name.',
        );
      }
      tally.count(current !== null, current !== null);
      if (!current) await storeMedia(manager, name, bytes, contentType);
    }
    return tally.written();
  },
};
