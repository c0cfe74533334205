/** What an import did, or would do, to one kind of content. */
export interface ImportKindReport {
  /** e.g. 'essays', 'journal', 'topics', 'books', 'quizzes'. */
  kind: string;
  created: number;
  updated: number;
  unchanged: number;
}

/** One service's part of an import. */
export interface ImportPartReport {
  /** The archive's folder the part came from: the service that owns it ('content', 'learn'). */
  part: string;
  kinds: ImportKindReport[];
}

/** The answer to an import: every part, and whether anything was written. */
export interface ImportSummary {
  /** False when the archive was only checked (a dry run). */
  applied: boolean;
  parts: ImportPartReport[];
}

/** The archive's format marker, in `manifest.json` at its root. */
export const EXPORT_FORMAT = 'commonplace-export';
export const EXPORT_VERSION = 1;
/** The largest archive an import takes. */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  /** The folders of the archive, one per service. */
  parts: string[];
}
