import { TOPIC_NAMES } from '@site/contracts';

/** A seed's optional `topics`: a list of the site's topic names, each once; throws naming the file at fault. */
export function topicList(value: unknown, where: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error(`${where}: topics must be a list`);
  for (const topic of value) {
    if (typeof topic !== 'string' || !(TOPIC_NAMES as readonly string[]).includes(topic)) {
      throw new Error(`${where}: topics must name the site's topics (${String(topic)} is not one)`);
    }
  }
  if (new Set(value).size !== value.length) throw new Error(`${where}: topics must not repeat`);
  return value as string[];
}
