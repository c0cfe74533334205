import { Injectable } from '@nestjs/common';
import { oldAddressKey } from '@site/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { EssayRevisionEntity } from '../essays/essay-revision.entity.js';
import { EssayEntity } from '../essays/essay.entity.js';
import { TagEntity } from '../essays/tag.entity.js';
import { TopicEntity } from '../topics/topic.entity.js';
import { FORMAT_NAMES, type BlogExport } from './blog-post.js';
import { EssayRedirectEntity } from './essay-redirect.entity.js';
import type { PlannedEssay, PlannedItem, SiteState } from './import-plan.js';
import { ImportedItemEntity } from './imported-item.entity.js';

/** `pg_advisory_xact_lock` key: one import at a time, so two never claim the same slug or address. */
const IMPORT_LOCK = 'content:blog-import';
/** Values per `IN (…)`, well below PostgreSQL's limit on parameters. */
const BATCH = 1000;

const batches = <T>(values: T[]): T[][] =>
  Array.from({ length: Math.ceil(values.length / BATCH) }, (_, index) =>
    values.slice(index * BATCH, (index + 1) * BATCH),
  );

/** The columns an import writes; the slug is a new essay's only. */
type EssayColumns = Omit<PlannedEssay, 'slug' | 'tags' | 'topics' | 'publishedAt' | 'date'> &
  Pick<EssayEntity, 'date' | 'publishedAt' | 'updatedAt' | 'tags' | 'topics'>;

/** The ids of the essays an import created and updated. */
export interface WrittenEssays {
  created: number[];
  updated: number[];
}

/** The import's reads and writes: what came from where, the essays it writes, the old addresses. */
@Injectable()
export class BlogImportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `work` in one transaction that waits for any other import to finish first. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [IMPORT_LOCK]);
      return work(manager);
    });
  }

  /** What the site holds that the export's posts meet: topics, earlier imports, taken slugs and addresses. */
  async state(manager: EntityManager, blog: BlogExport): Promise<SiteState> {
    const topics = await manager.find(TopicEntity, { select: { name: true } });
    const imported = await manager
      .createQueryBuilder(ImportedItemEntity, 'item')
      .innerJoin(EssayEntity, 'essay', 'essay.id = item.essayId')
      .select('item.sourceId', 'sourceId')
      .addSelect('item.essayId', 'essayId')
      .addSelect('item.contentHash', 'contentHash')
      .addSelect('essay.slug', 'slug')
      .where('item.source = :source', { source: blog.source })
      .getRawMany<{ sourceId: string; essayId: number; contentHash: string; slug: string }>();
    const wanted = [...new Set(blog.posts.filter((post) => !post.skip).map((post) => post.slug))];
    const slugs: SiteState['slugs'] = new Map();
    for (const batch of batches(wanted)) {
      const rows = await manager
        .createQueryBuilder(EssayEntity, 'essay')
        .leftJoin(ImportedItemEntity, 'item', 'item.essayId = essay.id AND item.source = :source', {
          source: blog.source,
        })
        .select('essay.id', 'essayId')
        .addSelect('essay.slug', 'slug')
        .addSelect('item.id IS NOT NULL', 'fromThisSource')
        .where('essay.slug IN (:...batch)', { batch })
        .getRawMany<{ essayId: number; slug: string; fromThisSource: boolean }>();
      for (const row of rows) slugs.set(row.slug, { essayId: row.essayId, fromThisSource: row.fromThisSource });
    }
    return {
      topics: new Map(topics.map((topic) => [topic.name.toLowerCase(), topic.name])),
      imported: new Map(imported.map(({ sourceId, ...row }) => [sourceId, row])),
      slugs,
      redirects: await this.redirectsOf(manager, blog),
    };
  }

  /** Writes what the plan creates and updates, each with a revision, its source and its old addresses. */
  async write(manager: EntityManager, blog: BlogExport, plan: PlannedItem[]): Promise<WrittenEssays> {
    const writes = plan.filter((planned) => planned.essay !== null);
    const written: WrittenEssays = { created: [], updated: [] };
    if (writes.length === 0) return written;
    const tags = await this.tagsNamed(manager, [...new Set(writes.flatMap((planned) => planned.essay!.tags))]);
    const topicNames = [...new Set(writes.flatMap((planned) => planned.essay!.topics))];
    const topics = topicNames.length ? await manager.find(TopicEntity, { where: { name: In(topicNames) } }) : [];
    for (const planned of writes) {
      const { slug, tags: tagList, topics: topicList, ...fields } = planned.essay!;
      const id = await this.writeEssay(manager, planned.essayId, slug, {
        ...fields,
        date: fields.date ?? dayFor(fields.publishedAt),
        publishedAt: fields.publishedAt === null ? null : new Date(fields.publishedAt),
        updatedAt: new Date(),
        tags: tagList.map((name) => tags.get(name.toLowerCase())!),
        topics: topics.filter((topic) => topicList.includes(topic.name)),
      });
      // The imported text is kept as a revision, like every save, so the editor can go back from it.
      await manager.insert(EssayRevisionEntity, {
        essayId: id,
        kind: 'save',
        title: fields.title,
        excerpt: fields.excerpt,
        body: fields.body,
        note: `Imported from ${FORMAT_NAMES[blog.format]}`,
        authorId: null,
      });
      await this.remember(manager, blog.source, planned, id);
      (planned.essayId === null ? written.created : written.updated).push(id);
    }
    return written;
  }

  /** The slug of the published essay an old address (a key) leads to, or null. */
  async redirectTo(key: string): Promise<string | null> {
    const row = await this.dataSource
      .createQueryBuilder(EssayRedirectEntity, 'redirect')
      .innerJoin(EssayEntity, 'essay', 'essay.id = redirect.essayId')
      .select('essay.slug', 'slug')
      .where('redirect.fromPath = :key', { key })
      .andWhere(`essay.status = 'published'`)
      .getRawOne<{ slug: string }>();
    return row?.slug ?? null;
  }

  /** A new essay, or one rewritten with the export's text: it keeps its slug (its address) and its views. */
  private async writeEssay(
    manager: EntityManager,
    id: number | null,
    slug: string,
    columns: EssayColumns,
  ): Promise<number> {
    if (id === null) return (await manager.save(EssayEntity, manager.create(EssayEntity, { ...columns, slug }))).id;
    const essay = await manager.findOneOrFail(EssayEntity, { where: { id }, relations: { tags: true, topics: true } });
    await manager.save(EssayEntity, { ...essay, ...columns });
    return id;
  }

  /** Where the essay came from, with the hash of what it held, and the old addresses that now lead to it. */
  private async remember(manager: EntityManager, source: string, planned: PlannedItem, essayId: number) {
    const { sourceId } = planned.item;
    if (planned.essayId === null) {
      await manager.insert(ImportedItemEntity, { source, sourceId, essayId, contentHash: planned.contentHash });
    } else {
      await manager.update(
        ImportedItemEntity,
        { source, sourceId },
        { contentHash: planned.contentHash, importedAt: new Date() },
      );
    }
    if (planned.newAddresses.length > 0) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(EssayRedirectEntity)
        .values(planned.newAddresses.map((fromPath) => ({ fromPath, essayId })))
        .orIgnore()
        .execute();
    }
  }

  private async redirectsOf(manager: EntityManager, blog: BlogExport): Promise<Map<string, number>> {
    const keys = [...new Set(blog.posts.flatMap((post) => post.oldPaths.map(oldAddressKey)))].filter(
      (key) => key !== null,
    );
    const redirects = new Map<string, number>();
    for (const batch of batches(keys)) {
      const rows = await manager.find(EssayRedirectEntity, { where: { fromPath: In(batch) } });
      for (const row of rows) redirects.set(row.fromPath, row.essayId);
    }
    return redirects;
  }

  /**
   * The tags by name in lower case, made where missing: an existing tag is taken whatever its case, so an export's
   * "Physics" joins the site's "physics" rather than standing beside it.
   */
  private async tagsNamed(manager: EntityManager, names: string[]): Promise<Map<string, TagEntity>> {
    const found = new Map<string, TagEntity>();
    for (const batch of batches(names)) {
      const rows = await manager
        .createQueryBuilder(TagEntity, 'tag')
        .where('lower(tag.name) IN (:...lowered)', { lowered: batch.map((name) => name.toLowerCase()) })
        .getMany();
      for (const tag of rows) found.set(tag.name.toLowerCase(), tag);
    }
    const missing = [
      ...new Map(
        names.filter((name) => !found.has(name.toLowerCase())).map((name) => [name.toLowerCase(), name]),
      ).values(),
    ];
    for (const batch of batches(missing)) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(TagEntity)
        .values(batch.map((name) => ({ name })))
        .orIgnore()
        .execute();
      for (const tag of await manager.find(TagEntity, { where: { name: In(batch) } })) {
        found.set(tag.name.toLowerCase(), tag);
      }
    }
    return found;
  }
}

/** A draft without a day of its own takes the day of the import, as a new draft in the editor does. */
const dayFor = (publishedAt: string | null) => (publishedAt ?? new Date().toISOString()).slice(0, 10);
