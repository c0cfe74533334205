import { AI_TEST_GUESSES, type AiTestGuess } from '@site/contracts';
import { parse } from 'yaml';

/** A passage as its seed file holds it: the text and, kept on the server, who wrote it and why it shows. */
export interface AiTestPassageSeed {
  id: string;
  text: string;
  truth: AiTestGuess;
  explanation: string;
}

const FILE = /^([a-z0-9][a-z0-9-]{0,99})\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** True for a passage file name (`<id>.md`). */
export const isPassageFile = (name: string) => FILE.test(name);

/**
 * Parses `seed/ai-test/<id>.md`: front matter `truth` (human or machine) and `explanation`, then the passage.
 * Throws naming the file and field at fault.
 */
export function parsePassageFile(file: string, source: string): AiTestPassageSeed {
  const name = FILE.exec(file);
  if (!name) throw new Error(`${file}: passage files are named <id>.md`);
  const parts = FRONT_MATTER.exec(source);
  if (!parts) throw new Error(`${file}: front matter (--- truth: … ---) is missing`);
  const front = parse(parts[1]) as Record<string, unknown> | null;
  const truth = front?.truth;
  if (!AI_TEST_GUESSES.includes(truth as AiTestGuess)) {
    throw new Error(`${file}: truth must be one of ${AI_TEST_GUESSES.join(', ')}`);
  }
  const explanation = front?.explanation;
  if (typeof explanation !== 'string' || explanation.trim() === '') {
    throw new Error(`${file}: explanation must be non-empty text`);
  }
  const text = parts[2].trim();
  if (text === '') throw new Error(`${file}: the passage is empty`);
  return { id: name[1], text, truth: truth as AiTestGuess, explanation: explanation.trim() };
}
