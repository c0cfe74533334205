import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOPIC_NAMES } from '@site/contracts';
import { SEED_DIR } from '../../config.js';
import { readTopicSeeds } from './topic-seeds.js';

async function seedFile(rows: unknown): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'topics-')), 'topics.json');
  await writeFile(file, JSON.stringify(rows));
  return file;
}

const ALL = TOPIC_NAMES.map((name) => ({ name, description: `About ${name}.` }));

describe('readTopicSeeds', () => {
  it('gives the shipped seed a real description for each of the topics', async () => {
    const seeds = await readTopicSeeds(path.join(SEED_DIR, 'topics.json'));
    expect(seeds.map((seed) => seed.name)).toEqual([...TOPIC_NAMES]);
    for (const { description } of seeds) {
      expect(description.length).toBeGreaterThan(60);
      expect(description.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(2);
    }
  });

  it('refuses a seed that misses a topic, repeats one, names an unknown one or leaves a description blank', async () => {
    await expect(readTopicSeeds(await seedFile(ALL.slice(1)))).rejects.toThrow('missing: Anthropology');
    await expect(readTopicSeeds(await seedFile([...ALL.slice(1), ALL[1]]))).rejects.toThrow('every topic once');
    await expect(readTopicSeeds(await seedFile([...ALL, { name: 'Astrology', description: 'No.' }]))).rejects.toThrow(
      'item 37: name must be one of the topics',
    );
    await expect(readTopicSeeds(await seedFile([{ ...ALL[0], description: ' ' }, ...ALL.slice(1)]))).rejects.toThrow(
      'item 1: description must be non-empty text',
    );
  });
});
