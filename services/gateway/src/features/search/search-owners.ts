import type { SearchKind } from '@site/contracts';
import type { ServiceName } from '../../config.js';

/** Which service searches which kinds; each kind has one owner (the spec beside this file checks it). */
export const SEARCH_OWNERS: readonly (readonly [service: ServiceName, kinds: readonly SearchKind[]])[] = [
  ['content', ['essay', 'journal', 'topic', 'library', 'episode']],
  ['learn', ['course', 'lesson', 'quiz']],
];
