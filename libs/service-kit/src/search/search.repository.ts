import { SEARCH_HIT_PARTS_MAX, type SearchKind, type SearchSuggestion } from '@site/contracts';
import type { DataSource } from 'typeorm';
import { withPhrasePairs } from './phrase-pairs.js';
import { bestItemsSql, countItemsSql, HEADLINE_OPTIONS } from './match-sql.js';
import { matchedItems, type Matches, type MatchRow } from './matched-items.js';
import type { SearchDocument } from './search-document.js';
import { searchTables } from './search-tables.js';

/** A word of the query: a stop word (never searched), known to some document, or else its closest known word. */
export interface WordMatch {
  word: string;
  stop: boolean;
  known: boolean;
  closest: SearchSuggestion | null;
}

/** How close (pg_trgm similarity) a known word or title must be to be offered as "did you mean". */
const SUGGESTION_MIN = 0.4;
/** Words kept for "did you mean": letters only, as long as real words are. */
const WORD_PATTERN = '^[[:alpha:]]{3,40}$';

/** Only punctuation (quotes, hyphens, apostrophes) makes websearch_to_tsquery build a phrase. */
const MAY_HOLD_PHRASE = /[^\p{L}\p{N}\s]/u;

/**
 * A service's search tables (`searchTableSql`, `searchPhrasePairsSql` and `searchPartsSql` of its schema):
 * written wherever its content is written, read with PostgreSQL full text (`websearch_to_tsquery`, so any
 * input parses) and pg_trgm for near misses. pg_trgm's functions and operators are named with their schema, whatever the
 * connection's search_path. Services provide it with `searchProviders`.
 */
export class SearchRepository {
  private readonly documents: string;
  private readonly words: string;

  constructor(
    private readonly dataSource: DataSource,
    schema: string,
  ) {
    const tables = searchTables(schema);
    this.documents = tables.documents;
    this.words = tables.words;
  }

  /** Inserts or rewrites these documents, and learns their words. */
  async upsert(documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const rows = JSON.stringify(
      documents.map(({ partOf, ...d }) => ({
        ...d,
        tags: d.tags.join(' '),
        parent_kind: partOf?.kind ?? null,
        parent_ref: partOf?.ref ?? null,
        part_position: partOf?.position ?? null,
      })),
    );
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO ${this.documents} (kind, ref, title, date, tags, excerpt, body, parent_kind, parent_ref, part_position)
         SELECT kind, ref, title, date, tags, excerpt, body, parent_kind, parent_ref, part_position
         FROM jsonb_to_recordset($1::jsonb) AS d(kind varchar, ref varchar, title varchar, date date, tags text,
           excerpt text, body text, parent_kind varchar, parent_ref varchar, part_position int)
         ON CONFLICT (kind, ref) DO UPDATE SET title = EXCLUDED.title, date = EXCLUDED.date,
           tags = EXCLUDED.tags, excerpt = EXCLUDED.excerpt, body = EXCLUDED.body,
           parent_kind = EXCLUDED.parent_kind, parent_ref = EXCLUDED.parent_ref, part_position = EXCLUDED.part_position`,
        [rows],
      );
      await manager.query(
        `INSERT INTO ${this.words} (word)
         SELECT DISTINCT w.lexeme FROM jsonb_to_recordset($1::jsonb) AS d(title text, tags text, excerpt text, body text)
         CROSS JOIN LATERAL unnest(to_tsvector('simple', concat_ws(' ', d.title, d.tags, d.excerpt, d.body))) AS w
         WHERE w.lexeme ~ '${WORD_PATTERN}'
         ON CONFLICT DO NOTHING`,
        [rows],
      );
    });
  }

  /** Makes these documents the whole of their kind: rewrites them and removes the others of `kind`. */
  async replace(kind: SearchKind, documents: SearchDocument[]): Promise<void> {
    await this.removeOthers(
      kind,
      documents.map((d) => d.ref),
    );
    await this.upsert(documents);
  }

  /** Removes the documents of this kind whose ref is not among `keep`. */
  async removeOthers(kind: SearchKind, keep: string[]): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM ${this.documents} WHERE kind = $1 AND ref NOT IN (SELECT jsonb_array_elements_text($2::jsonb))`,
      [kind, JSON.stringify(keep)],
    );
  }

  /**
   * The count of matching items of every kind and, for `limit` above 0, the best `limit` items of the asked
   * kinds with their headlines and best parts (`bestItemsSql`).
   */
  async match(query: string, kinds: SearchKind[], limit: number): Promise<Matches> {
    const filter = await this.phraseFilter(query);
    if (limit === 0) {
      const rows: { kind: SearchKind; count: number }[] = await this.dataSource.query(countItemsSql(this.documents), [
        query,
        filter,
      ]);
      return { counts: Object.fromEntries(rows.map((row) => [row.kind, row.count])), best: [] };
    }
    const rows: MatchRow[] = await this.dataSource.query(bestItemsSql(this.documents), [
      query,
      filter,
      kinds.join(','),
      limit,
      HEADLINE_OPTIONS,
      SEARCH_HIT_PARTS_MAX,
    ]);
    return matchedItems(rows);
  }

  /** The query's tsquery with its phrases' adjacent pairs, or null when it holds no phrase. */
  private async phraseFilter(query: string): Promise<string | null> {
    if (!MAY_HOLD_PHRASE.test(query)) return null;
    const [{ tsquery }]: { tsquery: string }[] = await this.dataSource.query(
      `SELECT websearch_to_tsquery('english', $1)::text AS tsquery`,
      [query],
    );
    const paired = withPhrasePairs(tsquery);
    return paired === tsquery ? null : paired;
  }

  /**
   * For each word: whether it is a stop word or some document uses it, and else the closest word one does,
   * when one is close enough. One round trip for the whole query.
   */
  async closestWords(words: string[]): Promise<WordMatch[]> {
    const rows: { word: string; stop: boolean; known: boolean; closest: string | null; score: number | null }[] =
      await this.dataSource.query(
        `SELECT w.word, to_tsvector('english', w.word) = ''::tsvector AS stop,
           EXISTS (SELECT 1 FROM ${this.words} k WHERE k.word = w.word) AS known, c.word AS closest, c.score
         FROM jsonb_array_elements_text($1::jsonb) AS w(word)
         LEFT JOIN LATERAL (
           SELECT k.word, public.similarity(k.word, w.word) AS score FROM ${this.words} k
           WHERE k.word OPERATOR(public.%) w.word AND public.similarity(k.word, w.word) >= $2
           ORDER BY score DESC, k.word LIMIT 1
         ) c ON true`,
        [JSON.stringify(words), SUGGESTION_MIN],
      );
    return rows.map((row) => ({
      word: row.word,
      stop: row.stop,
      known: row.known,
      closest: row.closest === null ? null : { text: row.closest, score: Number(row.score) },
    }));
  }

  /** The title that best contains what was typed, when one is close enough. */
  async closestTitle(text: string): Promise<SearchSuggestion | null> {
    const rows: { text: string; score: number }[] = await this.dataSource.query(
      `SELECT title AS text, public.word_similarity(lower($1), lower(title)) AS score FROM ${this.documents}
       WHERE lower($1) OPERATOR(public.<%) lower(title) AND public.word_similarity(lower($1), lower(title)) >= $2
       ORDER BY score DESC, title LIMIT 1`,
      [text, SUGGESTION_MIN],
    );
    return rows[0] ? { text: rows[0].text, score: Number(rows[0].score) } : null;
  }
}
