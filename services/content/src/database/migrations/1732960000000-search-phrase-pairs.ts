import type { MigrationInterface, QueryRunner } from 'typeorm';

const WEIGHTED = `setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', tags), 'B') ||
        setweight(to_tsvector('english', excerpt), 'C') ||
        setweight(to_tsvector('english', body), 'D')`;

/**
 * Quoted phrases of common words: the GIN index cannot see word order, so it handed every document holding
 * both words to a recheck that reads each one's whole vector from TOAST (p95 over 40 ms on 10,000 documents).
 * `search` now also holds each pair of adjacent words as one lexeme ("like someth", positionless, never
 * produced from text since lexemes hold no spaces); the repository adds those pairs to a phrase's query, so
 * the index itself narrows the candidates to the documents where the words do stand side by side.
 */
export class SearchPhrasePairs1732960000000 implements MigrationInterface {
  name = 'SearchPhrasePairs1732960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION content.search_pairs(v tsvector) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_to_tsvector(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme)), ''::tsvector)
        FROM (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) a
        JOIN (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) b ON b.pos = a.pos + 1
      $$`);
    await this.replaceSearch(q, `(${WEIGHTED}) || content.search_pairs(${WEIGHTED})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.replaceSearch(q, WEIGHTED);
    await q.query(`DROP FUNCTION content.search_pairs(tsvector)`);
  }

  /** A generated column's expression cannot be altered: drop it (and its index) and add it again. */
  private async replaceSearch(q: QueryRunner, expression: string): Promise<void> {
    await q.query(`ALTER TABLE content.search_documents DROP COLUMN search`);
    await q.query(
      `ALTER TABLE content.search_documents ADD COLUMN search tsvector GENERATED ALWAYS AS (${expression}) STORED`,
    );
    // As in the search migration: without statistics the planner keeps reading matches through the index.
    await q.query(`ALTER TABLE content.search_documents ALTER COLUMN search SET STATISTICS 0`);
    await q.query(`CREATE INDEX search_documents_search_idx ON content.search_documents USING gin (search)`);
  }
}
