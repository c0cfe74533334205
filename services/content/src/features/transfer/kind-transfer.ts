import type { ImportKindReport } from '@site/contracts';
import type { EntityManager } from 'typeorm';
import type { ArchiveFiles, ExportedFiles } from './archive-files.js';

/** One kind of content in the archive: its files out, and its files back in as an upsert. */
export interface KindTransfer<Record> {
  readonly kind: string;
  /** The kind's files, by path inside the service's folder. */
  exportFiles(manager: EntityManager): Promise<ExportedFiles>;
  /** Reads and checks the kind's files (none when the archive has none); throws `ArchiveFileProblem`. */
  read(files: ArchiveFiles): Record[] | Promise<Record[]>;
  /** Creates what is new and updates what changed, inside the import's transaction. */
  write(manager: EntityManager, records: Record[]): Promise<KindWritten>;
}

export interface KindWritten {
  report: ImportKindReport;
  /** Ids of the rows created or changed, where something else (the search index) follows them. */
  changed: number[];
}

export class Tally {
  created = 0;
  updated = 0;
  unchanged = 0;

  constructor(private readonly kind: string) {}

  count(existed: boolean, same: boolean): void {
    if (!existed) this.created += 1;
    else if (same) this.unchanged += 1;
    else this.updated += 1;
  }

  written(changed: number[] = []): KindWritten {
    return {
      report: { kind: this.kind, created: this.created, updated: this.updated, unchanged: this.unchanged },
      changed,
    };
  }
}

/** ISO text of a stored time, as the archive writes it. */
export const isoTime = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
