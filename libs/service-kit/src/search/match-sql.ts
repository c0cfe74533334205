/**
 * The SQL of a search's matching, ranking and snippets over one service's documents table. Parameters:
 * $1 the query as typed, $2 its phrase filter (`withPhrasePairs`) or null; the best items' query adds
 * $3 the asked kinds (comma-separated), $4 how many items, $5 the snippet options, $6 parts per item.
 */

/** ts_rank_cd weights in the order {D, C, B, A}: body, excerpt, tags, title. */
const WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/** Rank divided by itself plus one: between 0 and 1, so the gateway can merge services' ranks. */
const RANK_NORMALIZATION = 32;
/** The body's opening that snippets are cut from: headlines cost as much as the text they parse. */
const HEADLINE_BODY = 2500;
export const HEADLINE_OPTIONS =
  'StartSel="<mark>", StopSel="</mark>", MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * Whether the query asks for some word: one of only stop words parses to nothing, and one of only
 * exclusions (`-word`) would match nearly everything; both find nothing.
 */
const MEANINGFUL = `querytree(websearch_to_tsquery('english', $1)) NOT IN ('', 'T')`;
/** What decides a match: the phrase filter when there is one, else the query. */
const MATCHING = `search @@ coalesce($2::tsquery, websearch_to_tsquery('english', $1))`;
/**
 * Ranking reads the query without its exclusions (`querytree`): no match holds an excluded word, and ranking
 * with them tripled the cost of a query such as `number -theory`. A match whose ranked part does not satisfy
 * the query ranks 0 (as ts_rank_cd would say, finding no cover); checking that first skips the costly
 * ranking for most matches of a common word.
 */
const RANK = `CASE WHEN rank_search @@ querytree(websearch_to_tsquery('english', $1))::tsquery
    THEN ts_rank_cd('${WEIGHTS}'::float4[], rank_search,
      querytree(websearch_to_tsquery('english', $1))::tsquery, ${RANK_NORMALIZATION})
    ELSE 0 END`;
/** The text of an item or part (aliased `d`) that its snippet is cut from. */
const HEADLINE = `ts_headline('english',
    concat_ws(' … ', nullif(d.excerpt, ''), nullif(left(d.body, ${HEADLINE_BODY}), '')),
    websearch_to_tsquery('english', $1), $5)`;

/**
 * Every matching row (`matches`), split into the items that matched by their own text (`own`) and the items whose
 * parts matched (`part_items`, with their best part's rank): a place inside an item (a part of its item's own
 * kind) always counts for its item; a part of another kind counts for its item when that item matched too, else
 * for itself; any other row is an item of its own. One pass over the GIN index (see the migration: no statistics
 * on `search`). Whether an item matched too is looked up only for a matching part of another kind (a lesson: few),
 * never for the many rows of other kinds: joining the matches to themselves ran as a nested loop (the planner
 * takes a match to be rare), hundreds of milliseconds for a common word. Only the parts are grouped by item:
 * grouping every match of a common word cost a third of the search.
 */
const matchedItems = (documents: string, rank: string) => `
  matches AS MATERIALIZED (
    SELECT kind, ref, date, parent_kind, parent_ref, part_position, ${rank} AS rank
    FROM ${documents} WHERE ${MEANINGFUL} AND ${MATCHING}
  ),
  folded AS NOT MATERIALIZED (
    SELECT *, parent_ref IS NOT NULL AND (parent_kind = kind
        OR (parent_kind, parent_ref) IN (SELECT kind, ref FROM matches WHERE parent_ref IS NULL)) AS is_part
    FROM matches
  ),
  own AS NOT MATERIALIZED (SELECT kind, ref, date, rank FROM folded WHERE NOT is_part),
  part_items AS (
    SELECT parent_kind AS kind, parent_ref AS ref, max(rank) AS rank, max(date) AS date
    FROM folded WHERE is_part GROUP BY parent_kind, parent_ref
  ),
  -- An item counts once: by its own match, or else by its parts (looked up by key: they are few).
  counts AS (
    SELECT kind, count(*) AS items FROM own GROUP BY kind
    UNION ALL
    SELECT p.kind, count(*) FROM part_items p JOIN ${documents} d ON d.kind = p.kind AND d.ref = p.ref
    WHERE NOT (d.${MATCHING}) GROUP BY p.kind
  )`;

/** The count of matching items of each kind: `kind`, `count`. */
export const countItemsSql = (documents: string) => `
  WITH ${matchedItems(documents, '0')}
  SELECT kind, sum(items)::int AS count FROM counts GROUP BY kind`;

/**
 * The counts (a row of `kind` and `value`, ref null), the best items of the asked kinds (`value` the rank,
 * with title, date and headline) and the best parts of each (ranked best first, then in their item's
 * order; `item_kind`, `item_ref`, `position`). An item ranks by the best of its own text and its parts,
 * so an episode matching in many lines is one item, and its title still outweighs a line of its transcript.
 * The best items are picked from the best `limit` by own text and the best `limit` by parts, which hold every
 * item of the true best `limit` (fewer than `limit` items outrank it in either list). Every matching part of an
 * item among the best counts for it (a part of another kind whose item is a result was folded into it), so the
 * parts are read from the matches.
 */
export const bestItemsSql = (documents: string) => `
  WITH ${matchedItems(documents, RANK)},
  best AS (
    SELECT kind, ref, max(rank) AS rank FROM (
      (SELECT kind, ref, rank, date FROM own WHERE kind = ANY(string_to_array($3, ','))
        ORDER BY rank DESC, date DESC NULLS LAST, kind, ref LIMIT $4)
      UNION ALL
      (SELECT kind, ref, rank, date FROM part_items WHERE kind = ANY(string_to_array($3, ','))
        ORDER BY rank DESC, date DESC NULLS LAST, kind, ref LIMIT $4)
    ) candidates GROUP BY kind, ref
    ORDER BY max(rank) DESC, max(date) DESC NULLS LAST, kind, ref LIMIT $4
  ),
  best_parts AS (
    SELECT kind, ref, parent_kind AS item_kind, parent_ref AS item_ref, part_position FROM (
      SELECT m.*, row_number() OVER (PARTITION BY m.parent_kind, m.parent_ref ORDER BY m.rank DESC, m.part_position)
        AS place
      FROM matches m JOIN best ON best.kind = m.parent_kind AND best.ref = m.parent_ref
    ) ranked_parts WHERE place <= $6
  )
  SELECT kind, NULL AS ref, sum(items)::float8 AS value, NULL AS title, NULL AS date, NULL AS headline,
    NULL AS item_kind, NULL AS item_ref, NULL::int AS position
  FROM counts GROUP BY kind
  UNION ALL
  SELECT d.kind, d.ref, best.rank, d.title, to_char(d.date, 'YYYY-MM-DD'), ${HEADLINE}, NULL, NULL, NULL
  FROM best JOIN ${documents} d ON d.kind = best.kind AND d.ref = best.ref
  UNION ALL
  SELECT d.kind, d.ref, NULL, d.title, NULL, ${HEADLINE}, p.item_kind, p.item_ref, p.part_position
  FROM best_parts p JOIN ${documents} d ON d.kind = p.kind AND d.ref = p.ref`;
