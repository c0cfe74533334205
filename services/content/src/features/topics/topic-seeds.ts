import { readFile } from 'node:fs/promises';
import { TOPIC_NAMES } from '@site/contracts';

export interface TopicSeed {
  name: string;
  description: string;
}

/**
 * Reads `seed/topics.json`: every one of the fixed topics once, each with a description. Throws naming
 * the fault, so a bad seed stops the service at start rather than showing a blank topic page.
 */
export async function readTopicSeeds(file: string): Promise<TopicSeed[]> {
  const rows: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`${file}: must be a list`);
  const seeds = rows.map((row: unknown, index) => {
    const { name, description } = (row ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !(TOPIC_NAMES as readonly string[]).includes(name)) {
      throw new Error(`${file} item ${index + 1}: name must be one of the topics`);
    }
    if (typeof description !== 'string' || description.trim() === '') {
      throw new Error(`${file} item ${index + 1}: description must be non-empty text`);
    }
    return { name, description: description.trim() };
  });
  const missing = TOPIC_NAMES.filter((name) => !seeds.some((seed) => seed.name === name));
  if (missing.length > 0 || seeds.length !== TOPIC_NAMES.length) {
    throw new Error(`${file}: every topic once (missing: ${missing.join(', ') || 'none'})`);
  }
  return seeds;
}
