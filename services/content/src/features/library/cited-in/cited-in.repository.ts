import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { citedHref, citedHrefsIn, pathTo, type CitedIn } from '@site/contracts';
import { Repository } from 'typeorm';
import { EssayEntity } from '../../essays/essay.entity.js';
import { published } from '../../essays/essay-visibility.js';

/** `%` and `_` match anything in LIKE: escaped, the address is matched as written. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The essays citing a library item, read from their bodies at the time of asking, so an edited essay is right at
 * once. LIKE narrows to the bodies that mention the address at all (a link into a document, `#page=3`, or to an
 * episode's second, `?t=90`, starts with it too); the markdown's links then decide.
 */
@Injectable()
export class CitedInRepository {
  constructor(@InjectRepository(EssayEntity) private readonly essays: Repository<EssayEntity>) {}

  /** Published essays, newest first; none when the address names no library item. */
  async essaysCiting(href: string): Promise<CitedIn[]> {
    const item = citedHref(href);
    if (!item) return [];
    const rows = await this.essays
      .createQueryBuilder('essay')
      .select(['essay.slug', 'essay.title', 'essay.body'])
      .where(`essay.body LIKE :pattern ESCAPE '\\'`, { pattern: `%${likeEscaped(item)}%` })
      .andWhere(published())
      .orderBy('essay.date', 'DESC')
      .addOrderBy('essay.id', 'DESC')
      .getMany();
    return rows
      .filter((essay) => citedHrefsIn(essay.body).includes(item))
      .map((essay) => ({ kind: 'essay', title: essay.title, href: pathTo('essay', { slug: essay.slug }) }));
  }
}
