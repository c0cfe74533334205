import { ESSAY_COVER_HEIGHT, ESSAY_COVER_MAX_BYTES, ESSAY_COVER_WIDTH } from '@site/contracts';
import sharp from 'sharp';
import { In, Not, type EntityManager } from 'typeorm';
import { coverHash } from '../admin-essays/cover-image.js';
import { EssayCoverEntity } from '../admin-essays/essay-cover.entity.js';
import { EssayEntity } from '../essays/essay.entity.js';
import { ArchiveFileProblem, baseName, type ArchiveFiles } from './archive-files.js';

/** Covers travel as `essays/covers/<slug>.webp`: their stored names hold the essay's id, which another site does not share. */
const FOLDER = 'essays/covers';
const ADDRESS = '/media/covers/';

export const coverPathOf = (slug: string) => `${FOLDER}/${slug}.webp`;

/** A cover from the archive, checked, with the hash its stored name carries. */
export interface ArchiveCover {
  bytes: Buffer;
  hash: string;
}

const fileOf = (address: string | null) => (address?.startsWith(ADDRESS) ? address.slice(ADDRESS.length) : null);

/** The address of an essay's cover as the editor names it: the essay's id and a hash of the bytes. */
export const coverAddress = (essayId: number, cover: ArchiveCover) => `${ADDRESS}${essayId}-${cover.hash}.webp`;

/** The essays' covers by file name, for the export. */
export async function exportCovers(manager: EntityManager, essays: EssayEntity[]): Promise<Record<string, Uint8Array>> {
  const slugByFile = new Map(
    essays.flatMap((essay) => {
      const file = fileOf(essay.cover);
      return file ? [[file, essay.slug] as const] : [];
    }),
  );
  if (slugByFile.size === 0) return {};
  const covers = await manager.find(EssayCoverEntity, { where: { file: In([...slugByFile.keys()]) } });
  return Object.fromEntries(covers.map((cover) => [coverPathOf(slugByFile.get(cover.file)!), cover.bytes]));
}

/** The archive's cover files by essay slug; a file that is not `<slug>.webp` of an essay in the archive is refused. */
export function readCovers(files: ArchiveFiles, slugs: Set<string>): Map<string, Uint8Array> {
  const covers = new Map<string, Uint8Array>();
  const paths = Object.keys(files)
    .filter((path) => path.startsWith(`${FOLDER}/`) && !path.endsWith('/'))
    .sort();
  for (const path of paths) {
    const slug = baseName(path, '.webp');
    if (!path.endsWith('.webp') || path.slice(FOLDER.length + 1).includes('/')) {
      throw new ArchiveFileProblem(path, `a cover is a WebP image named after its essay: ${coverPathOf('<slug>')}.`);
    }
    if (!slugs.has(slug)) throw new ArchiveFileProblem(path, `no essay "${slug}" is in essays/.`);
    if (files[path].length > ESSAY_COVER_MAX_BYTES) {
      throw new ArchiveFileProblem(path, `larger than the ${ESSAY_COVER_MAX_BYTES / (1024 * 1024)} MB a cover may be.`);
    }
    covers.set(slug, files[path]);
  }
  return covers;
}

/** The cover as the editor would have made it (a 1600×840 WebP), or a problem naming its file. */
export async function checkedCover(slug: string, bytes: Uint8Array): Promise<ArchiveCover> {
  const path = coverPathOf(slug);
  const { format, width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new ArchiveFileProblem(path, 'not a readable image.');
    });
  if (format !== 'webp' || width !== ESSAY_COVER_WIDTH || height !== ESSAY_COVER_HEIGHT) {
    throw new ArchiveFileProblem(
      path,
      `a cover is a ${ESSAY_COVER_WIDTH}×${ESSAY_COVER_HEIGHT} WebP image, as the editor makes it.`,
    );
  }
  return { bytes: Buffer.from(bytes), hash: coverHash(bytes) };
}

/** Whether the site holds the cover at this address. */
export async function coverStored(manager: EntityManager, address: string): Promise<boolean> {
  const file = fileOf(address);
  return file !== null && manager.existsBy(EssayCoverEntity, { file });
}

/**
 * Makes the archive's cover the essay's, or keeps the one its record names (none: null), dropping the essay's
 * other covers as the editor does.
 */
export async function placeCover(manager: EntityManager, essayId: number, cover: ArchiveCover | null): Promise<void> {
  const essay = await manager.findOneByOrFail(EssayEntity, { id: essayId });
  const address = cover ? coverAddress(essayId, cover) : essay.cover;
  const file = fileOf(address);
  await manager.delete(EssayCoverEntity, file ? { essayId, file: Not(file) } : { essayId });
  if (!cover || !file) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(EssayCoverEntity)
    .values({ file, essayId, bytes: cover.bytes, width: ESSAY_COVER_WIDTH, height: ESSAY_COVER_HEIGHT })
    .orIgnore()
    .execute();
  await manager.update(EssayEntity, { id: essayId }, { cover: address });
}
