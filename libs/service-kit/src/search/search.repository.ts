import type { SearchKind, SearchSuggestion } from '@site/contracts';
import type { DataSource } from 'typeorm';
import { withPhrasePairs } from './phrase-pairs.js';
import type { RankedDocument, SearchDocument } from './search-document.js';
import { searchTables } from './search-tables.js';

/** Counts per kind of everything that matched, and the best matches asked for. */
export interface Matches {
  counts: Partial<Record<SearchKind, number>>;
  best: RankedDocument[];
}

/** A word of the query: a stop word (never searched), known to some document, or else its closest known word. */
export interface WordMatch {
  word: string;
  stop: boolean;
  known: boolean;
  closest: SearchSuggestion | null;
}

/** Best first, as the query picks them: rank, then newest, then kind and ref. */
const byRank = (a: RankedDocument, b: RankedDocument) =>
  b.rank - a.rank ||
  (b.date ?? '').localeCompare(a.date ?? '') ||
  a.kind.localeCompare(b.kind) ||
  a.ref.localeCompare(b.ref);

/** A count (ref null, value the count) or a hit (value its rank). */
interface MatchRow {
  kind: SearchKind;
  ref: string | null;
  value: number | string;
  title: string;
  date: string | null;
  headline: string | null;
}

/** ts_rank_cd weights in the order {D, C, B, A}: body, excerpt, tags, title. */
const WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/** Rank divided by itself plus one: between 0 and 1, so the gateway can merge services' ranks. */
const RANK_NORMALIZATION = 32;
/** The body's opening that snippets are cut from: headlines cost as much as the text they parse. */
const HEADLINE_BODY = 2500;
const HEADLINE_OPTIONS =
  'StartSel="<mark>", StopSel="</mark>", MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "';
/** How close (pg_trgm similarity) a known word or title must be to be offered as "did you mean". */
const SUGGESTION_MIN = 0.4;
/** Words kept for "did you mean": letters only, as long as real words are. */
const WORD_PATTERN = '^[[:alpha:]]{3,40}$';

/**
 * Whether the query ($1) asks for some word: one of only stop words parses to nothing, and one of only
 * exclusions (`-word`) would match nearly everything; both find nothing.
 */
const MEANINGFUL = `querytree(websearch_to_tsquery('english', $1)) NOT IN ('', 'T')`;

/** What decides a match: the query ($1) or, when given, its tsquery with phrase pairs (`phraseFilter`). */
const matching = (filterParameter: string) =>
  `search @@ coalesce(${filterParameter}::tsquery, websearch_to_tsquery('english', $1))`;
/** Only punctuation (quotes, hyphens, apostrophes) makes websearch_to_tsquery build a phrase. */
const MAY_HOLD_PHRASE = /[^\p{L}\p{N}\s]/u;

/**
 * A service's search tables (`searchTableSql` and `searchPhrasePairsSql` of its schema): written wherever
 * its content is written, read with PostgreSQL full text (`websearch_to_tsquery`, so any input parses) and
 * pg_trgm for near misses. pg_trgm's functions and operators are named with their schema, whatever the
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
    const rows = JSON.stringify(documents.map((d) => ({ ...d, tags: d.tags.join(' ') })));
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO ${this.documents} (kind, ref, title, date, tags, excerpt, body)
         SELECT kind, ref, title, date, tags, excerpt, body FROM jsonb_to_recordset($1::jsonb)
           AS d(kind varchar, ref varchar, title varchar, date date, tags text, excerpt text, body text)
         ON CONFLICT (kind, ref) DO UPDATE SET title = EXCLUDED.title, date = EXCLUDED.date,
           tags = EXCLUDED.tags, excerpt = EXCLUDED.excerpt, body = EXCLUDED.body`,
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
   * The counts of every kind that matches and, for `limit` above 0, the best `limit` matches of the asked
   * kinds with their headlines: one pass over the GIN index (see the migration: no statistics on `search`).
   * Ranking reads the query without its exclusions (`querytree`): no match holds an excluded word, and
   * ranking with them tripled the cost of a query such as `number -theory`. A match whose ranked part does
   * not satisfy the query ranks 0 (as ts_rank_cd would say, finding no cover); checking that first skips
   * the costly ranking for most matches of a common word.
   */
  async match(query: string, kinds: SearchKind[], limit: number): Promise<Matches> {
    const filter = await this.phraseFilter(query);
    if (limit === 0) {
      const rows: { kind: SearchKind; count: number }[] = await this.dataSource.query(
        `SELECT kind, count(*)::int AS count FROM ${this.documents}
           WHERE ${MEANINGFUL} AND ${matching('$2')} GROUP BY kind`,
        [query, filter],
      );
      return { counts: Object.fromEntries(rows.map((row) => [row.kind, row.count])), best: [] };
    }
    const rows: MatchRow[] = await this.dataSource.query(
      `WITH matches AS MATERIALIZED (
           SELECT kind, ref, date,
             CASE WHEN rank_search @@ querytree(websearch_to_tsquery('english', $1))::tsquery
               THEN ts_rank_cd('${WEIGHTS}'::float4[], rank_search,
                 querytree(websearch_to_tsquery('english', $1))::tsquery, ${RANK_NORMALIZATION})
               ELSE 0 END AS rank
           FROM ${this.documents} WHERE ${MEANINGFUL} AND ${matching('$5')}
         ),
         best AS (
           SELECT kind, ref, rank FROM matches WHERE kind = ANY(string_to_array($2, ','))
           ORDER BY rank DESC, date DESC NULLS LAST, kind, ref LIMIT $3
         )
         SELECT kind, NULL AS ref, count(*)::float8 AS value, NULL AS title, NULL AS date, NULL AS headline
         FROM matches GROUP BY kind
         UNION ALL
         SELECT d.kind, d.ref, best.rank, d.title, to_char(d.date, 'YYYY-MM-DD'),
           ts_headline('english', concat_ws(' … ', nullif(d.excerpt, ''), nullif(left(d.body, ${HEADLINE_BODY}), '')),
             websearch_to_tsquery('english', $1), $4)
         FROM best JOIN ${this.documents} d ON d.kind = best.kind AND d.ref = best.ref`,
      [query, kinds.join(','), limit, HEADLINE_OPTIONS, filter],
    );
    const counts: Partial<Record<SearchKind, number>> = {};
    const best: RankedDocument[] = [];
    for (const row of rows) {
      if (row.ref === null) counts[row.kind] = Number(row.value);
      else best.push({ ...row, ref: row.ref, rank: Number(row.value), headline: row.headline ?? '' });
    }
    return { counts, best: best.sort(byRank) };
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
