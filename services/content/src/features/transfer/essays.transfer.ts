import { ESSAY_EDIT_SLUG_PATTERN } from '@site/contracts';
import { ESSAY_SLUG_PATTERN } from '@site/contracts/dto';
import { In, type EntityManager } from 'typeorm';
import { EssayRevisionEntity } from '../essays/essay-revision.entity.js';
import { EssayEntity } from '../essays/essay.entity.js';
import { TagEntity } from '../essays/tag.entity.js';
import { TopicEntity } from '../topics/topic.entity.js';
import {
  ArchiveFileProblem,
  baseName,
  checkedRecord,
  filesIn,
  markdownText,
  readMarkdown,
  sameRecord,
  type ArchiveFiles,
} from './archive-files.js';
import {
  checkedCover,
  coverAddress,
  coverPathOf,
  coverStored,
  exportCovers,
  placeCover,
  readCovers,
} from './essay-covers.transfer.js';
import { isoTime, Tally, type KindTransfer } from './kind-transfer.js';
import { EssayFrontMatter } from './records.js';

const FOLDER = 'essays';

export interface EssayRecord extends Omit<EssayFrontMatter, 'publishedAt' | 'seoTitle' | 'seoDescription' | 'cover'> {
  slug: string;
  publishedAt: string | null;
  seoTitle: string;
  seoDescription: string;
  cover: string | null;
  body: string;
}

/** An essay as read from the archive: its record, and its cover's bytes when the archive holds them. */
export interface ArchiveEssay extends EssayRecord {
  coverImage: Uint8Array | null;
}

/** Everything an essay is, in the archive's shape: the one place a new essay field is added for export and import. */
export const essayRecordOf = (essay: EssayEntity): EssayRecord => ({
  slug: essay.slug,
  title: essay.title,
  date: essay.date,
  excerpt: essay.excerpt,
  status: essay.status,
  publishedAt: isoTime(essay.publishedAt),
  seoTitle: essay.seoTitle,
  seoDescription: essay.seoDescription,
  cover: essay.cover,
  topics: essay.topics.map((topic) => topic.name).sort(),
  tags: essay.tags.map((tag) => tag.name).sort(),
  body: essay.body.trim(),
});

const fileOf = (slug: string) => `${FOLDER}/${slug}.md`;

/**
 * `essays/<slug>.md`: front matter with every field, the markdown as the body; `essays/covers/<slug>.webp`: the
 * cover, stored on import under the name the essay's id there gives it.
 */
export const essaysTransfer = {
  kind: 'essays',

  async exportFiles(manager) {
    const essays = await manager.find(EssayEntity, { relations: { tags: true, topics: true }, order: { slug: 'ASC' } });
    return {
      ...Object.fromEntries(
        essays.map((essay) => {
          const { slug, body, ...frontMatter } = essayRecordOf(essay);
          return [fileOf(slug), markdownText(frontMatter, body)];
        }),
      ),
      ...(await exportCovers(manager, essays)),
    };
  },

  read(files: ArchiveFiles) {
    const essays = filesIn(files, FOLDER, '.md').map((path) => {
      const slug = baseName(path, '.md');
      if (!ESSAY_SLUG_PATTERN.test(slug))
        throw new ArchiveFileProblem(path, 'the file name must be the essay\'s slug: a-z, 0-9 and "-".');
      const { data, body } = readMarkdown(files, path);
      const matter = checkedRecord(EssayFrontMatter, data, path);
      if (!body && matter.status === 'published')
        throw new ArchiveFileProblem(path, 'a published essay needs its text.');
      if (matter.status === 'scheduled' && !matter.publishedAt) {
        throw new ArchiveFileProblem(path, 'a scheduled essay needs publishedAt, the time it publishes itself.');
      }
      // A published essay without a time was published on its date.
      const publishedAt = matter.publishedAt ?? (matter.status === 'published' ? `${matter.date}T00:00:00Z` : null);
      return {
        ...matter,
        slug,
        publishedAt: isoTime(publishedAt),
        seoTitle: matter.seoTitle ?? '',
        seoDescription: matter.seoDescription ?? '',
        cover: matter.cover ?? null,
        topics: [...new Set(matter.topics)].sort(),
        tags: [...new Set(matter.tags.map((tag) => tag.trim()))].sort(),
        body,
      };
    });
    const covers = readCovers(files, new Set(essays.map((essay) => essay.slug)));
    return essays.map((essay) => ({ ...essay, coverImage: covers.get(essay.slug) ?? null }));
  },

  async write(manager: EntityManager, records) {
    const tally = new Tally('essays');
    const changed: number[] = [];
    if (records.length === 0) return tally.written();
    const topics = new Map((await manager.find(TopicEntity)).map((topic) => [topic.name, topic]));
    const tagNames = [...new Set(records.flatMap((record) => record.tags))];
    if (tagNames.length > 0) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(TagEntity)
        .values(tagNames.map((name) => ({ name })))
        .orIgnore()
        .execute();
    }
    const tags = new Map(
      (await manager.find(TagEntity, { where: { name: In(tagNames) } })).map((tag) => [tag.name, tag]),
    );
    const existing = new Map(
      (
        await manager.find(EssayEntity, {
          where: { slug: In(records.map((record) => record.slug)) },
          relations: { tags: true, topics: true },
        })
      ).map((essay) => [essay.slug, essay]),
    );
    for (const record of records) {
      const unknown = record.topics.find((name) => !topics.has(name));
      if (unknown) throw new ArchiveFileProblem(fileOf(record.slug), `there is no topic "${unknown}".`);
      const essay = existing.get(record.slug);
      if (!essay && !ESSAY_EDIT_SLUG_PATTERN.test(record.slug)) {
        throw new ArchiveFileProblem(
          fileOf(record.slug),
          "a new essay's slug must be words of a-z and 0-9 joined by single hyphens, and not digits alone.",
        );
      }
      const { coverImage, ...fields } = record;
      const cover = coverImage ? await checkedCover(record.slug, coverImage) : null;
      if (!cover && fields.cover !== null && !(await coverStored(manager, fields.cover))) {
        throw new ArchiveFileProblem(
          fileOf(record.slug),
          `its cover "${fields.cover}" is missing: add it to the archive as ${coverPathOf(record.slug)}.`,
        );
      }
      // The archive's cover file decides the cover; its address follows from the essay's id here.
      const wanted = { ...fields, cover: cover && essay ? coverAddress(essay.id, cover) : fields.cover };
      const same =
        essay !== undefined &&
        sameRecord(essayRecordOf(essay), wanted) &&
        (!cover || (await coverStored(manager, wanted.cover!)));
      tally.count(essay !== undefined, same);
      if (same) continue;
      const saved = await manager.save(
        EssayEntity,
        manager.create(EssayEntity, {
          ...essay,
          ...fields,
          cover: cover ? null : fields.cover,
          publishedAt: record.publishedAt === null ? null : new Date(record.publishedAt),
          updatedAt: new Date(),
          topics: record.topics.map((name) => topics.get(name)!),
          tags: record.tags.map((name) => tags.get(name)!),
        }),
      );
      await placeCover(manager, saved.id, cover);
      // The imported text is kept as a revision, like every save, so the editor can go back from it.
      await manager.insert(EssayRevisionEntity, {
        essayId: saved.id,
        kind: 'save',
        title: record.title,
        excerpt: record.excerpt,
        body: record.body,
        note: 'Imported from an archive',
        authorId: null,
      });
      changed.push(saved.id);
    }
    return tally.written(changed);
  },
} satisfies KindTransfer<ArchiveEssay>;
