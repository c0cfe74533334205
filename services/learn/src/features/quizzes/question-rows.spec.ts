import { normalRow, sameQuestions, type QuestionRow } from './question-rows.js';

const seeded: QuestionRow[] = [
  {
    key: 'q1',
    kind: 'single',
    prompt: 'Which?',
    figure: null,
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ],
    answer: 'a',
    explanation: 'Because.',
  },
  { key: 'q2', kind: 'numeric', prompt: 'How many?', figure: null, options: null, answer: 4, explanation: null },
];

/** The same questions as the editor sends them back: svg on every option, numeric with unit and tolerance. */
const fromEditor: QuestionRow[] = [
  {
    ...seeded[0],
    options: [
      { id: 'a', text: 'A', svg: null },
      { id: 'b', text: 'B', svg: null },
    ],
  },
  { ...seeded[1], options: [], answer: { unit: null, tolerance: 0, value: 4 }, explanation: '' },
];

describe('sameQuestions', () => {
  it("takes the editor's copy of unchanged questions as the same, whatever the key order of their JSON", () => {
    expect(sameQuestions(seeded, fromEditor)).toBe(true);
  });

  it('sees a changed answer, option, order, explanation or a removed question', () => {
    expect(sameQuestions(seeded, [{ ...seeded[0], answer: 'b' }, seeded[1]])).toBe(false);
    expect(sameQuestions(seeded, [{ ...seeded[0], options: [{ id: 'a', text: 'A' }] }, seeded[1]])).toBe(false);
    expect(sameQuestions(seeded, [seeded[1], seeded[0]])).toBe(false);
    expect(sameQuestions(seeded, [{ ...seeded[0], explanation: 'Other.' }, seeded[1]])).toBe(false);
    expect(sameQuestions(seeded, [seeded[0]])).toBe(false);
  });
});

describe('normalRow', () => {
  it('stores options without empty drawings and numeric answers with a unit only when there is one', () => {
    expect(normalRow(fromEditor[0]).options).toEqual([
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ]);
    expect(normalRow(fromEditor[1])).toMatchObject({ options: null, answer: { value: 4, tolerance: 0 } });
    expect(normalRow({ ...fromEditor[1], answer: { value: 5, tolerance: 1, unit: 'km' } }).answer).toEqual({
      value: 5,
      tolerance: 1,
      unit: 'km',
    });
  });
});
