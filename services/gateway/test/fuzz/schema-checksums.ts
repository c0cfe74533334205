import type pg from 'pg';

/** Each table's row count and a checksum of its rows, by `schema.table`. */
export type Checksums = Map<string, string>;

export async function checksums(db: pg.Client, schemas: string[], skipped: Set<string>): Promise<Checksums> {
  const { rows: tables } = await db.query<{ name: string; quoted: string }>(
    `SELECT table_schema || '.' || table_name AS name, quote_ident(table_schema) || '.' || quote_ident(table_name) AS quoted
       FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE'
      ORDER BY 1`,
    [schemas],
  );
  // One statement for all tables: a round trip each would cost more than the sums themselves.
  const sums = tables
    .filter((table) => !skipped.has(table.name))
    .map(
      ({ name, quoted }) =>
        `SELECT ${pgLiteral(name)} AS name, (SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) FROM ${quoted} t) AS sum`,
    );
  const { rows } = await db.query<{ name: string; sum: string }>(sums.join(' UNION ALL '));
  return new Map(rows.map((row) => [row.name, row.sum]));
}

const pgLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The tables whose rows differ between two checksums. */
export const changedTables = (before: Checksums, after: Checksums): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
