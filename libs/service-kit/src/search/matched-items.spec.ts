import { matchedItems, type MatchRow } from './matched-items.js';

const row = (fields: Partial<MatchRow>): MatchRow => ({
  kind: 'episode',
  ref: null,
  value: null,
  title: '',
  date: null,
  headline: null,
  item_kind: null,
  item_ref: null,
  position: null,
  ...fields,
});

describe('matchedItems', () => {
  it('reads counts, and the items best first with their parts in their item’s order', () => {
    const matches = matchedItems([
      row({ kind: 'episode', value: 1 }),
      row({ kind: 'course', value: 1 }),
      row({ kind: 'course', ref: 'time', value: 0.3, title: 'Time' }),
      row({ ref: 'doubt', value: '0.5', title: 'Doubt', date: '2026-03-01', headline: 'a <mark>daily</mark>' }),
      row({ ref: 'doubt@90', headline: 'late', item_kind: 'episode', item_ref: 'doubt', position: 9 }),
      row({ ref: 'doubt@10', headline: 'early', item_kind: 'episode', item_ref: 'doubt', position: 1 }),
      row({ kind: 'lesson', ref: 'time/one', title: 'One', item_kind: 'course', item_ref: 'time', position: 1 }),
    ]);
    expect(matches.counts).toEqual({ episode: 1, course: 1 });
    expect(matches.best).toEqual([
      {
        kind: 'episode',
        ref: 'doubt',
        title: 'Doubt',
        date: '2026-03-01',
        rank: 0.5,
        headline: 'a <mark>daily</mark>',
        parts: [
          { kind: 'episode', ref: 'doubt@10', title: '', headline: 'early' },
          { kind: 'episode', ref: 'doubt@90', title: '', headline: 'late' },
        ],
      },
      {
        kind: 'course',
        ref: 'time',
        title: 'Time',
        date: null,
        rank: 0.3,
        headline: '',
        parts: [{ kind: 'lesson', ref: 'time/one', title: 'One', headline: '' }],
      },
    ]);
  });
});
