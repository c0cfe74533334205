import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PaperKind } from '@site/contracts';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import type { PaperSeed } from './paper-seeds.js';
import { PaperEntity } from './paper.entity.js';

/** Which papers to list: every filter has its index. */
export interface PaperCriteria {
  kind?: PaperKind;
  topic?: string;
  /** A prefix tsquery built from letters and digits only, or null for no search. */
  tsQuery: string | null;
  limit: number;
  offset: number;
}

@Injectable()
export class PapersRepository {
  constructor(@InjectRepository(PaperEntity) private readonly papers: Repository<PaperEntity>) {}

  /** Stores the shipped papers whose slug is not stored yet: the author's edits in the admin area are kept. */
  async addMissing(seeds: PaperSeed[]): Promise<void> {
    if (seeds.length === 0) return;
    await this.papers
      .createQueryBuilder()
      .insert()
      .values(
        seeds.map((seed) => ({
          ...seed,
          authorNames: seed.authors.map((author) => `${author.given} ${author.family}`).join('; '),
          addedAt: new Date(seed.addedAt),
        })),
      )
      .orIgnore()
      .execute();
  }

  /** One page of the matching papers, newest first, and how many match in all. */
  async page(criteria: PaperCriteria): Promise<{ items: PaperEntity[]; total: number }> {
    const [items, total] = await this.matching(criteria)
      .orderBy('paper.publishedOn', 'DESC')
      .addOrderBy('paper.id', 'DESC')
      .take(criteria.limit)
      .skip(criteria.offset)
      .getManyAndCount();
    return { items, total };
  }

  /** Every paper, newest first (the academic page's head lists them all; the library holds a few dozen at most). */
  all(): Promise<PaperEntity[]> {
    return this.matching({ tsQuery: null, limit: 0, offset: 0 })
      .orderBy('paper.publishedOn', 'DESC')
      .addOrderBy('paper.id', 'DESC')
      .getMany();
  }

  /** The paper whose full text this document is, if any. */
  findByDocument(documentName: string): Promise<PaperEntity | null> {
    return this.matching({ tsQuery: null, limit: 1, offset: 0 })
      .andWhere('paper.documentName = :documentName', { documentName })
      .orderBy('paper.id', 'ASC')
      .getOne();
  }

  private matching(criteria: PaperCriteria): SelectQueryBuilder<PaperEntity> {
    const q = this.papers
      .createQueryBuilder('paper')
      .leftJoin('paper.document', 'document')
      .addSelect(['document.name', 'document.format', 'document.fileName']);
    if (criteria.kind) q.andWhere('paper.kind = :kind', { kind: criteria.kind });
    // `@>` (contains), unlike `= ANY`, can use the GIN index on topics.
    if (criteria.topic) q.andWhere('paper.topics @> ARRAY[:topic]::text[]', { topic: criteria.topic });
    if (criteria.tsQuery) {
      q.andWhere(`paper.search @@ to_tsquery('english', :tsQuery)`, { tsQuery: criteria.tsQuery });
    }
    return q;
  }
}
