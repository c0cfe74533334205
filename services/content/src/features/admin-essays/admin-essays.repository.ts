import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { pathTo, type EssayStatus } from '@site/contracts';
import { DataSource, In, Repository, type EntityManager } from 'typeorm';
import { EssayRevisionEntity } from '../essays/essay-revision.entity.js';
import { EssayEntity } from '../essays/essay.entity.js';
import { TagEntity } from '../essays/tag.entity.js';
import { TopicEntity } from '../topics/topic.entity.js';
import { scheduledPublicationWords } from '../publishing/publication-words.js';
import { publishDue, type Scheduled } from '../publishing/publish-due.js';

/** An essay as the editor reads it: every column, the preview token included, with tag and topic names. */
export type EditedEssay = Omit<EssayEntity, 'tags' | 'topics' | 'search'> & { tags: string[]; topics: string[] };

/** The fields a save writes; tags and topics by name. */
export type EssayFields = Pick<
  EssayEntity,
  'slug' | 'title' | 'date' | 'excerpt' | 'body' | 'status' | 'publishedAt' | 'seoTitle' | 'seoDescription'
> & { tags: string[]; topics: string[] };

/** The text a revision keeps, and who saved it why. */
export type RevisionFields = Pick<EssayRevisionEntity, 'title' | 'excerpt' | 'body' | 'note' | 'authorId'>;

/** Scheduled essays go out by themselves, the audit log saying so. */
const SCHEDULED_ESSAYS: Scheduled = {
  entity: EssayEntity,
  lockKey: 'content:publish-scheduled-essays',
  words: (title) => scheduledPublicationWords(title),
  pathOf: (slug) => pathTo('essay', { slug }),
};

/** Essays as the author manages them: every status, with their revisions. */
@Injectable()
export class AdminEssaysRepository {
  constructor(
    @InjectRepository(EssayEntity) private readonly essays: Repository<EssayEntity>,
    @InjectRepository(EssayRevisionEntity) private readonly revisions: Repository<EssayRevisionEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** One page of essays, most recently saved first, of one status or all (each way has its index). */
  async page(status: EssayStatus | undefined, limit: number, offset: number) {
    const [items, total] = await this.essays.findAndCount({
      select: {
        id: true,
        slug: true,
        title: true,
        status: true,
        date: true,
        publishedAt: true,
        updatedAt: true,
        viewCount: true,
      },
      where: status ? { status } : {},
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items, total };
  }

  /** The essay with this id, or else this slug, with its preview token; null when there is none. */
  async find(idOrSlug: string): Promise<EditedEssay | null> {
    const byId = /^\d{1,9}$/.test(idOrSlug);
    const essay = await this.essays
      .createQueryBuilder('essay')
      .addSelect('essay.previewToken')
      .where(byId ? 'essay.id = :id OR essay.slug = :slug' : 'essay.slug = :slug', {
        id: byId ? Number(idOrSlug) : 0,
        slug: idOrSlug,
      })
      // Digits name an id before a slug of the same digits.
      .orderBy(byId ? `CASE WHEN essay.id = :id THEN 0 ELSE 1 END` : 'essay.id')
      .getOne();
    if (!essay) return null;
    const [tags, topics] = await Promise.all([this.namesOf(essay.id, 'tags'), this.namesOf(essay.id, 'topics')]);
    return { ...essay, tags, topics };
  }

  /** The essay holding this preview token, or null. */
  async findByPreviewToken(token: string): Promise<EditedEssay | null> {
    const found = await this.essays
      .createQueryBuilder('essay')
      .select('essay.id')
      .where('essay.previewToken = :token', { token })
      .getOne();
    return found ? this.find(String(found.id)) : null;
  }

  /** Whether another essay than `exceptId` already has this slug. */
  slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    return this.essays
      .createQueryBuilder('essay')
      .where('essay.slug = :slug', { slug })
      .andWhere(exceptId === undefined ? 'true' : 'essay.id <> :exceptId', { exceptId })
      .getExists();
  }

  /** Writes a new essay (id null) or an existing one with its tags, topics and a revision, in one transaction. */
  save(id: number | null, fields: EssayFields, revision: RevisionFields): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const { tags, topics, ...columns } = fields;
      const tagEntities = await this.ensureTags(manager, tags);
      const topicEntities = topics.length ? await manager.find(TopicEntity, { where: { name: In(topics) } }) : [];
      const essay = manager.create(EssayEntity, {
        ...(id === null ? {} : { id }),
        ...columns,
        updatedAt: new Date(),
        tags: tagEntities,
        topics: topicEntities,
      });
      const saved = await manager.save(essay);
      await this.keepRevision(manager, saved.id, revision);
      return saved.id;
    });
  }

  /** Puts a revision's text back as the current one and keeps that as a new revision. */
  restore(id: number, revision: RevisionFields): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const { title, excerpt, body } = revision;
      await manager.update(EssayEntity, { id }, { title, excerpt, body, updatedAt: new Date() });
      await this.keepRevision(manager, id, revision);
    });
  }

  /** The latest autosave, rewritten in place while no save came after it, else a new one. */
  async autosave(id: number, revision: RevisionFields): Promise<EssayRevisionEntity> {
    return this.dataSource.transaction(async (manager) => {
      const latest = await manager.findOne(EssayRevisionEntity, {
        where: { essayId: id },
        order: { id: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (latest?.kind === 'autosave') {
        await manager.update(EssayRevisionEntity, { id: latest.id }, { ...revision, createdAt: new Date() });
        return manager.findOneByOrFail(EssayRevisionEntity, { id: latest.id });
      }
      return manager.save(manager.create(EssayRevisionEntity, { ...revision, essayId: id, kind: 'autosave' }));
    });
  }

  async remove(id: number): Promise<boolean> {
    return ((await this.essays.delete({ id })).affected ?? 0) > 0;
  }

  /** The essay's revisions, newest first, bounded. */
  revisionsOf(essayId: number, limit: number): Promise<EssayRevisionEntity[]> {
    return this.revisions.find({
      select: { id: true, kind: true, title: true, note: true, createdAt: true },
      where: { essayId },
      order: { id: 'DESC' },
      take: limit,
    });
  }

  revision(essayId: number, id: number): Promise<EssayRevisionEntity | null> {
    return this.revisions.findOneBy({ essayId, id });
  }

  /** The latest revision when it is an autosave (text typed after the last save), else null. */
  async pendingAutosave(essayId: number): Promise<EssayRevisionEntity | null> {
    const latest = await this.revisions.findOne({ where: { essayId }, order: { id: 'DESC' } });
    return latest?.kind === 'autosave' ? latest : null;
  }

  async setCover(id: number, cover: string | null): Promise<void> {
    await this.essays.update({ id }, { cover, updatedAt: new Date() });
  }

  /** Publishes the scheduled essays whose time has come; answers their ids. */
  publishDue(now: Date): Promise<number[]> {
    return this.dataSource.transaction((manager) => publishDue(manager, SCHEDULED_ESSAYS, now));
  }

  /** Keeps a save; it supersedes the autosaves before it, which were the way to it. */
  private async keepRevision(manager: EntityManager, essayId: number, revision: RevisionFields): Promise<void> {
    await manager.delete(EssayRevisionEntity, { essayId, kind: 'autosave' });
    await manager.insert(EssayRevisionEntity, { ...revision, essayId, kind: 'save' });
  }

  private async ensureTags(manager: EntityManager, names: string[]): Promise<TagEntity[]> {
    if (names.length === 0) return [];
    await manager
      .createQueryBuilder()
      .insert()
      .into(TagEntity)
      .values(names.map((name) => ({ name })))
      .orIgnore()
      .execute();
    return manager.find(TagEntity, { where: { name: In(names) } });
  }

  private async namesOf(essayId: number, relation: 'tags' | 'topics'): Promise<string[]> {
    const rows = await this.essays
      .createQueryBuilder('essay')
      .innerJoin(`essay.${relation}`, 'named')
      .select('named.name', 'name')
      .where('essay.id = :essayId', { essayId })
      .orderBy('named.name', 'ASC')
      .getRawMany<{ name: string }>();
    return rows.map((row) => row.name);
  }
}
