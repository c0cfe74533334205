/** A schema name as services give them: it is written into SQL, so nothing but a plain identifier is taken. */
const SCHEMA = /^[a-z_][a-z0-9_]{0,62}$/;

/** The search tables of a service's schema, by their qualified names. */
export function searchTables(schema: string): { documents: string; words: string } {
  if (!SCHEMA.test(schema)) throw new Error(`Not a plain schema name for search: ${JSON.stringify(schema)}`);
  return { documents: `${schema}.search_documents`, words: `${schema}.search_words` };
}

/** Title A, tags B, excerpt C, body D: the weighted text a document matches by. */
const WEIGHTED = `setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', tags), 'B') ||
        setweight(to_tsvector('english', excerpt), 'C') ||
        setweight(to_tsvector('english', body), 'D')`;

/**
 * The statements creating a service's part of site search: one row per findable item with a weighted
 * tsvector (title A, tags B, excerpt C, body D) behind a GIN index, and the words the rows use behind a
 * trigram index for "did you mean". `search` decides what matches; ranking reads `rank_search`, the same
 * with only the body's opening, small enough to stay in the row. pg_trgm lives in `public`, so services
 * can share it in one database; `dropSearchTableSql` leaves it for the others.
 */
export function searchTableSql(schema: string): string[] {
  const { documents, words } = searchTables(schema);
  return [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`,
    `CREATE TABLE ${documents} (
      kind varchar(20) NOT NULL,
      ref varchar(500) NOT NULL,
      title varchar(300) NOT NULL,
      date date,
      tags text NOT NULL DEFAULT '',
      excerpt text NOT NULL DEFAULT '',
      body text NOT NULL DEFAULT '',
      search tsvector GENERATED ALWAYS AS (
        ${WEIGHTED}) STORED,
      rank_search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', tags), 'B') ||
        setweight(to_tsvector('english', excerpt), 'C') ||
        setweight(to_tsvector('english', left(body, 200)), 'D')) STORED,
      PRIMARY KEY (kind, ref))`,
    ...searchIndexSql(documents),
    `CREATE INDEX search_documents_title_trgm_idx ON ${documents} USING gin (lower(title) public.gin_trgm_ops)`,
    `CREATE TABLE ${words} (word varchar(40) PRIMARY KEY)`,
    `CREATE INDEX search_words_trgm_idx ON ${words} USING gin (word public.gin_trgm_ops)`,
  ];
}

export function dropSearchTableSql(schema: string): string[] {
  const { documents, words } = searchTables(schema);
  return [`DROP TABLE ${words}, ${documents}`];
}

/**
 * Quoted phrases of common words: the GIN index cannot see word order, so it handed every document holding
 * both words to a recheck that reads each one's whole vector from TOAST (p95 over 40 ms on 10,000 documents).
 * `search` then also holds each pair of adjacent words as one lexeme ("like someth", positionless, never
 * produced from text since lexemes hold no spaces); the repository adds those pairs to a phrase's query
 * (`withPhrasePairs`), so the index itself narrows the candidates to the documents where the words do
 * stand side by side. Runs after `searchTableSql`.
 */
export function searchPhrasePairsSql(schema: string): string[] {
  const { documents } = searchTables(schema);
  return [
    `CREATE FUNCTION ${schema}.search_pairs(v tsvector) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_to_tsvector(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme)), ''::tsvector)
        FROM (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) a
        JOIN (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) b ON b.pos = a.pos + 1
      $$`,
    ...replaceSearchSql(documents, `(${WEIGHTED}) || ${schema}.search_pairs(${WEIGHTED})`),
  ];
}

export function dropSearchPhrasePairsSql(schema: string): string[] {
  const { documents } = searchTables(schema);
  return [...replaceSearchSql(documents, WEIGHTED), `DROP FUNCTION ${schema}.search_pairs(tsvector)`];
}

/** A generated column's expression cannot be altered: drop it (and its index) and add it again. */
const replaceSearchSql = (documents: string, expression: string) => [
  `ALTER TABLE ${documents} DROP COLUMN search`,
  `ALTER TABLE ${documents} ADD COLUMN search tsvector GENERATED ALWAYS AS (${expression}) STORED`,
  ...searchIndexSql(documents),
];

/**
 * Parts of larger items (`SearchPartOf`): the item a row belongs to, of which kind, and its place among the
 * item's parts; all three or none. Read only among a query's matches, so they need no index of their own.
 * Runs after `searchTableSql`.
 */
export function searchPartsSql(schema: string): string[] {
  const { documents } = searchTables(schema);
  return [
    `ALTER TABLE ${documents}
      ADD COLUMN parent_kind varchar(20),
      ADD COLUMN parent_ref varchar(500),
      ADD COLUMN part_position integer,
      ADD CONSTRAINT search_documents_part_check
        CHECK ((parent_kind IS NULL) = (parent_ref IS NULL) AND (parent_ref IS NULL) = (part_position IS NULL))`,
  ];
}

export function dropSearchPartsSql(schema: string): string[] {
  const { documents } = searchTables(schema);
  return [
    `ALTER TABLE ${documents} DROP CONSTRAINT search_documents_part_check,
      DROP COLUMN part_position, DROP COLUMN parent_ref, DROP COLUMN parent_kind`,
  ];
}

/**
 * Without statistics the planner takes a match to be rare and reads matches through the GIN index. With
 * them it scans the whole table for a common word, not seeing that every row's vector lies out of line
 * and must be fetched and decompressed: ten times slower.
 */
const searchIndexSql = (documents: string) => [
  `ALTER TABLE ${documents} ALTER COLUMN search SET STATISTICS 0`,
  `CREATE INDEX search_documents_search_idx ON ${documents} USING gin (search)`,
];
