import type { EssayDiffPart } from '@site/contracts';
import { diffLines } from 'diff';

/** The body's changes line by line, from `from` (a revision) to `to` (the current text), with counts of lines. */
export function diffBody(from: string, to: string): { parts: EssayDiffPart[]; added: number; removed: number } {
  let added = 0;
  let removed = 0;
  const parts = diffLines(from, to).map((change): EssayDiffPart => {
    if (change.added) added += change.count ?? 0;
    if (change.removed) removed += change.count ?? 0;
    return { change: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value };
  });
  return { parts, added, removed };
}
