import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADMIN_ESSAY_PAGE_SIZE,
  pathTo,
  type AdminEssay,
  type AdminEssayInput,
  type AdminEssayPage,
  type AdminEssayRow,
  type EssayAutosave,
  type EssayAutosaveInput,
  type EssayRendered,
  type EssayRevision,
  type EssayRevisionDiff,
  type EssayRevisionSummary,
  type EssayStatus,
} from '@site/contracts';
import { renderMarkdown } from '@site/markdown-render';
import type { CallerIdentity } from '@site/service-kit';
import { QueryFailedError } from 'typeorm';
import type { EssayRevisionEntity } from '../essays/essay-revision.entity.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { AdminEssaysRepository, type EditedEssay } from './admin-essays.repository.js';
import { diffBody } from './essay-diff.js';
import { publicationOf, PublicationError } from '../publishing/publication.js';
import { publicationWords } from '../publishing/publication-words.js';

/** Revisions listed at most; older ones stay stored and restorable by id. */
export const REVISIONS_LISTED = 100;

/** A saved essay, and the audit log's words for what the save did to where it stands (see `publicationWords`). */
export interface SavedEssay {
  essay: AdminEssay;
  words: string | null;
}

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** PostgreSQL's code for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

const slugConflict = (slug: string) =>
  new ConflictException(`Another essay already has the slug "${slug}". Choose another.`);

/** The essays as the author writes, schedules and publishes them. Callers passed the AdminGuard. */
@Injectable()
export class AdminEssaysService {
  constructor(
    private readonly essays: AdminEssaysRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async list(status: EssayStatus | undefined, page = 1, pageSize = ADMIN_ESSAY_PAGE_SIZE): Promise<AdminEssayPage> {
    const { items, total } = await this.essays.page(status, pageSize, (page - 1) * pageSize);
    return { items: items.map(toRow), total, page, pageSize };
  }

  async get(idOrSlug: string): Promise<AdminEssay> {
    return this.toAdminEssay(await this.found(idOrSlug));
  }

  async create(input: AdminEssayInput, caller: CallerIdentity): Promise<SavedEssay> {
    await this.checkSlug(input.slug);
    const fields = this.fields(null, input);
    const id = await this.saving(input.slug, () =>
      this.essays.save(null, fields, this.revisionText(input, caller, '')),
    );
    await this.searchIndex.essayChanged(id);
    return { essay: await this.get(String(id)), words: publicationWords(null, fields, input.title) };
  }

  /** Saves the whole essay; a published essay changes for readers at once (list, page, search, feeds). */
  async update(idOrSlug: string, input: AdminEssayInput, caller: CallerIdentity): Promise<SavedEssay> {
    const before = await this.found(idOrSlug);
    await this.checkSlug(input.slug, before.id);
    const fields = this.fields(before, input);
    await this.saving(input.slug, () => this.essays.save(before.id, fields, this.revisionText(input, caller, '')));
    await this.searchIndex.essayChanged(before.id);
    return { essay: await this.get(String(before.id)), words: publicationWords(before, fields, input.title) };
  }

  async remove(id: number): Promise<void> {
    if (!(await this.essays.remove(id))) throw new NotFoundException('Essay not found');
    await this.searchIndex.essayChanged(id);
  }

  /** Keeps the text being typed as the essay's autosave, publishing nothing. */
  async autosave(idOrSlug: string, input: EssayAutosaveInput, caller: CallerIdentity): Promise<EssayAutosave> {
    const essay = await this.found(idOrSlug);
    const kept = await this.essays.autosave(essay.id, this.revisionText(input, caller, 'Autosaved'));
    return toAutosave(kept);
  }

  /** Markdown drawn exactly as the essay page draws it: the same renderer and allow-list. */
  render(body: string): EssayRendered {
    return { html: renderMarkdown(body) };
  }

  async revisions(idOrSlug: string): Promise<EssayRevisionSummary[]> {
    const essay = await this.found(idOrSlug);
    return (await this.essays.revisionsOf(essay.id, REVISIONS_LISTED)).map(toRevisionSummary);
  }

  async revision(idOrSlug: string, revisionId: number): Promise<EssayRevision> {
    const { revision } = await this.foundRevision(idOrSlug, revisionId);
    return { ...toRevisionSummary(revision), excerpt: revision.excerpt, body: revision.body };
  }

  /** What changed from the revision to the current saved text. */
  async diff(idOrSlug: string, revisionId: number): Promise<EssayRevisionDiff> {
    const { essay, revision } = await this.foundRevision(idOrSlug, revisionId);
    const { parts, added, removed } = diffBody(revision.body, essay.body);
    return {
      revisionId: revision.id,
      title: { from: revision.title, to: essay.title },
      excerpt: { from: revision.excerpt, to: essay.excerpt },
      body: parts,
      added,
      removed,
    };
  }

  /** Makes the revision's text the current one (live at once for a published essay), kept as a new revision. */
  async restore(idOrSlug: string, revisionId: number, caller: CallerIdentity): Promise<AdminEssay> {
    const { essay, revision } = await this.foundRevision(idOrSlug, revisionId);
    const note = `Restored from the revision of ${revision.createdAt.toISOString()}`;
    await this.essays.restore(essay.id, this.revisionText(revision, caller, note));
    await this.searchIndex.essayChanged(essay.id);
    return this.get(String(essay.id));
  }

  /** The essay named by id or slug, else 404. */
  async found(idOrSlug: string): Promise<EditedEssay> {
    const essay = await this.essays.find(idOrSlug);
    if (!essay) throw new NotFoundException('Essay not found');
    return essay;
  }

  private async foundRevision(idOrSlug: string, revisionId: number) {
    const essay = await this.found(idOrSlug);
    const revision = await this.essays.revision(essay.id, revisionId);
    if (!revision) throw new NotFoundException('Revision not found');
    return { essay, revision };
  }

  private async checkSlug(slug: string, exceptId?: number): Promise<void> {
    if (await this.essays.slugTaken(slug, exceptId)) throw slugConflict(slug);
  }

  /** A save; two saves racing for one slug leave the loser with the same 409 as the check before. */
  private async saving<T>(slug: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw slugConflict(slug);
      }
      throw error;
    }
  }

  private fields(before: EditedEssay | null, input: AdminEssayInput) {
    try {
      const publication = publicationOf(before, input.status, input.publishAt, new Date());
      return {
        slug: input.slug,
        title: input.title,
        excerpt: input.excerpt,
        body: input.body,
        seoTitle: input.seoTitle,
        seoDescription: input.seoDescription,
        tags: input.tags,
        topics: input.topics,
        ...publication,
      };
    } catch (error) {
      if (error instanceof PublicationError) throw new BadRequestException(error.message);
      throw error;
    }
  }

  private revisionText(
    text: Pick<AdminEssayInput, 'title' | 'excerpt' | 'body'>,
    caller: CallerIdentity,
    note: string,
  ) {
    return { title: text.title, excerpt: text.excerpt, body: text.body, note, authorId: caller.userId };
  }

  private async toAdminEssay(essay: EditedEssay): Promise<AdminEssay> {
    const autosave = await this.essays.pendingAutosave(essay.id);
    return {
      ...toRow(essay),
      excerpt: essay.excerpt,
      body: essay.body,
      topics: essay.topics,
      tags: essay.tags,
      seoTitle: essay.seoTitle,
      seoDescription: essay.seoDescription,
      cover: essay.cover,
      previewPath: `${pathTo('essay', { slug: essay.slug })}?${new URLSearchParams({ preview: essay.previewToken })}`,
      autosave: autosave && toAutosave(autosave),
    };
  }
}

function toRow(essay: Pick<EditedEssay, keyof AdminEssayRow>): AdminEssayRow {
  return {
    id: essay.id,
    slug: essay.slug,
    title: essay.title,
    status: essay.status,
    date: essay.date,
    publishedAt: iso(essay.publishedAt),
    updatedAt: essay.updatedAt.toISOString(),
    viewCount: essay.viewCount,
  };
}

function toRevisionSummary(revision: EssayRevisionEntity): EssayRevisionSummary {
  return {
    id: revision.id,
    kind: revision.kind,
    title: revision.title,
    createdAt: revision.createdAt.toISOString(),
    note: revision.note,
  };
}

function toAutosave(revision: EssayRevisionEntity): EssayAutosave {
  return {
    revisionId: revision.id,
    savedAt: revision.createdAt.toISOString(),
    title: revision.title,
    excerpt: revision.excerpt,
    body: revision.body,
  };
}
