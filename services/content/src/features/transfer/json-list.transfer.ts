import { In, type EntityManager, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import {
  ArchiveFileProblem,
  checkedList,
  firstDuplicate,
  jsonText,
  readJson,
  sameRecord,
  type ArchiveFiles,
} from './archive-files.js';
import { Tally, type KindTransfer } from './kind-transfer.js';

interface JsonListOptions<Entity extends object, Record extends object> {
  kind: string;
  file: string;
  entity: EntityTarget<Entity> & (new () => Entity);
  recordClass: new () => Record;
  /** The natural key the upsert matches on (a slug, a name). */
  key: keyof Entity & keyof Record & string;
  /** The row in the archive's shape: the one place a new field is added. */
  recordOf: (row: Entity) => Record;
  /** A checked record with its defaults filled, as `recordOf` would give it. */
  normalize: (record: Record) => Record;
  /** The row's fields from a record. */
  fieldsOf: (record: Record) => Partial<Entity>;
  /** What else a record must agree with once the rows before it are written; the problem, or null. */
  check?: (manager: EntityManager, record: Record) => Promise<string | null>;
}

/** A kind kept as one JSON list of records in one file, upserted by a natural key. */
export function jsonListTransfer<Entity extends object, Record extends object>(
  options: JsonListOptions<Entity, Record>,
): KindTransfer<Record> {
  const { kind, file, entity, recordClass, key, recordOf, normalize, fieldsOf, check } = options;
  return {
    kind,

    async exportFiles(manager) {
      const rows = await manager.find(entity, { order: { [key]: 'ASC' } as never });
      return { [file]: jsonText(rows.map(recordOf)) };
    },

    read(files: ArchiveFiles) {
      if (!files[file]) return [];
      const records = checkedList(recordClass, readJson(files, file), file).map(normalize);
      const twice = firstDuplicate(records, (record) => String(record[key]));
      if (twice) throw new ArchiveFileProblem(file, `"${twice}" is listed twice.`);
      return records;
    },

    async write(manager, records) {
      const tally = new Tally(kind);
      const keys = records.map((record) => record[key]);
      const existing = new Map(
        (await manager.find(entity, { where: { [key]: In(keys) } as FindOptionsWhere<Entity> })).map((row) => [
          String(row[key]),
          row,
        ]),
      );
      for (const record of records) {
        const problem = check ? await check(manager, record) : null;
        if (problem) throw new ArchiveFileProblem(file, `"${String(record[key])}": ${problem}`);
        const row = existing.get(String(record[key]));
        const same = row !== undefined && sameRecord(recordOf(row), record);
        tally.count(row !== undefined, same);
        if (!same) await manager.save(entity, manager.create(entity, { ...row, ...fieldsOf(record) } as Entity));
      }
      return tally.written();
    },
  };
}
