import type { Essay, JournalEntry, Tag } from '@site/contracts';

export const ESSAYS: Essay[] = [
  {
    id: 1,
    slug: 'two-clocks',
    title: 'Two Clocks',
    date: '2024-01-05',
    excerpt: 'The time of physics and the time we live.',
    viewCount: 128,
  },
  {
    id: 2,
    slug: 'what-grief-knows',
    title: 'What Grief Knows',
    date: '2023-11-20',
    excerpt: 'Grief as a kind of knowledge.',
    viewCount: 1,
  },
  {
    id: 3,
    slug: 'doubt-as-a-daily-practice',
    title: 'Doubt as a Daily Practice',
    date: '2023-03-09',
    excerpt: 'Small, regular doubts.',
    viewCount: 0,
  },
];

export const TAGS: Tag[] = Array.from({ length: 20 }, (_, i) => ({ name: `tag${i + 1}`, count: 40 - i }));

export const JOURNAL: JournalEntry[] = [
  { id: '2026-11-08-ants', title: 'Ants on the windowsill', date: '2026-11-08', topics: ['Emergence'] },
  { id: '2026-09-02-fog', title: 'A morning with fog', date: '2026-09-02', topics: ['Phenomenology'] },
  { id: '2026-05-17-piano', title: 'Tuning the old piano', date: '2026-05-17', topics: ['Musicology'] },
  { id: '2026-03-02-letter', title: 'A letter I did not send', date: '2026-03-02', topics: ['Psychology'] },
];
