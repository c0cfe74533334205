import { shuffledForOrdering, toQuestionView, type StoredQuestion } from './quiz-view.js';

const ordering: StoredQuestion = {
  id: 41,
  kind: 'ordering',
  prompt: 'Order these.',
  figure: null,
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
    { id: 'c', text: 'C' },
    { id: 'd', text: 'D' },
  ],
  answer: ['c', 'd', 'a', 'b'],
  explanation: 'Because.',
};

describe('toQuestionView', () => {
  it('keeps only what a quiz taker may see', () => {
    const view = toQuestionView({
      id: 7,
      kind: 'single',
      prompt: 'Pick one.',
      figure: '<svg/>',
      options: [
        { id: 'a', text: 'A', correct: true },
        { id: 'b', text: 'B', svg: '<svg/>' },
      ],
      answer: 'a',
      explanation: 'A is right.',
    });
    expect(view).toEqual({
      id: 7,
      kind: 'single',
      prompt: 'Pick one.',
      figure: '<svg/>',
      options: [
        { id: 'a', text: 'A', svg: null },
        { id: 'b', text: 'B', svg: '<svg/>' },
      ],
      unit: null,
    });
  });

  it('gives a numeric question its unit and no options', () => {
    const view = toQuestionView({
      ...ordering,
      kind: 'numeric',
      options: null,
      answer: { value: 5, tolerance: 0, unit: 'minutes' },
    });
    expect(view).toMatchObject({ options: [], unit: 'minutes' });
    expect(JSON.stringify(view)).not.toContain('"value"');
  });

  it('serves ordering options in the same shuffled order every time, never the correct one', () => {
    const first = toQuestionView(ordering).options.map((o) => o.id);
    expect(toQuestionView(ordering).options.map((o) => o.id)).toEqual(first);
    expect(first).not.toEqual(ordering.answer);
    expect([...first].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves off the correct order when the shuffle lands on it', () => {
    const options = ['a', 'b', 'c'].map((id) => ({ id, text: id, svg: null }));
    for (let questionId = 1; questionId <= 50; questionId += 1) {
      const plain = shuffledForOrdering(questionId, options, []).map((o) => o.id);
      expect(shuffledForOrdering(questionId, options, plain).map((o) => o.id)).not.toEqual(plain);
    }
  });
});
