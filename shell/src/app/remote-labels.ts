import type { RemoteName } from '@site/contracts';

/** What the visitor reads when a remote's pages cannot be loaded. */
export const REMOTE_FAILURE_LABELS: Record<RemoteName, string> = {
  content: 'The essays and articles could not be loaded.',
  learn: 'The courses and quizzes could not be loaded.',
  games: 'The games could not be loaded.',
  library: 'The library could not be loaded.',
  admin: 'The admin area could not be loaded.',
};
