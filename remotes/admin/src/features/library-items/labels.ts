import type { AudioKind, PaperKind, RecordingStatus } from '@site/contracts';

export const PAPER_KIND_LABELS: Record<PaperKind, string> = { paper: 'Paper', 'lecture-notes': 'Lecture notes' };
export const RECORDING_KIND_LABELS: Record<AudioKind, string> = { lecture: 'Lecture', reading: 'Reading' };
export const RECORDING_STATUS_LABELS: Record<RecordingStatus, string> = { draft: 'Draft', published: 'Published' };
