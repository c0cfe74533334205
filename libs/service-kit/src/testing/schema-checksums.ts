/** Runs one statement and answers its rows: a node-postgres client's `query` or a TypeORM DataSource's. */
export type RunQuery = (sql: string, parameters?: unknown[]) => Promise<unknown[]>;

/** Each table's row count and a checksum of its rows, by `schema.table`. */
export type Checksums = Map<string, string>;

export async function checksums(query: RunQuery, schemas: string[], skipped = new Set<string>()): Promise<Checksums> {
  const tables = (await query(
    `SELECT table_schema || '.' || table_name AS name, quote_ident(table_schema) || '.' || quote_ident(table_name) AS quoted
       FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE'
      ORDER BY 1`,
    [schemas],
  )) as { name: string; quoted: string }[];
  // One statement for all tables: a round trip each would cost more than the sums themselves.
  const sums = tables
    .filter((table) => !skipped.has(table.name))
    .map(
      ({ name, quoted }) =>
        `SELECT ${pgLiteral(name)} AS name, (SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) FROM ${quoted} t) AS sum`,
    );
  const rows = (await query(sums.join(' UNION ALL '))) as { name: string; sum: string }[];
  return new Map(rows.map((row) => [row.name, row.sum]));
}

const pgLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The tables whose rows differ between two checksums. */
export const changedTables = (before: Checksums, after: Checksums): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));

/** The checksums once nothing runs in the background any more (a seed, a mail worker): two looks a second apart agree. */
export async function settledChecksums(query: RunQuery, schemas: string[], skipped = new Set<string>()) {
  let previous = await checksums(query, schemas, skipped);
  for (let tries = 0; tries < 30; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const current = await checksums(query, schemas, skipped);
    if (changedTables(previous, current).length === 0) return current;
    previous = current;
  }
  throw new Error(`The tables of ${schemas.join(', ')} kept changing`);
}
