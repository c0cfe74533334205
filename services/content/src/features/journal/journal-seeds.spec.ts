import { journalSeedOf } from './journal-seeds.js';

describe('a journal seed file', () => {
  it('gives an entry named by the file, its date as written and its topics', () => {
    const source = "---\ntitle: 'Fog'\ndate: 2026-09-02\ntopics: ['Phenomenology', 3]\n---\n\nThick fog.\n";
    expect(journalSeedOf('2026-09-02-Fog.md', source)).toEqual({
      id: '2026-09-02-fog',
      title: 'Fog',
      date: '2026-09-02',
      topics: ['Phenomenology'],
      body: 'Thick fog.',
    });
  });

  it.each([
    ['no-title.md', '---\ndate: 2026-09-02\n---\nText'],
    ['no-date.md', "---\ntitle: 'A'\n---\nText"],
    ['bad name!.md', "---\ntitle: 'A'\ndate: 2026-09-02\n---\nText"],
  ])('leaves out %s', (name, source) => {
    expect(journalSeedOf(name, source)).toBeNull();
  });
});
