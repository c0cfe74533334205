/** Keys that must never appear in a response before an attempt is submitted. */
export const ANSWER_KEYS = ['answer', 'correct', 'correctAnswer', 'explanation'];

/** Every path (like `questions.3.options.0.correct`) at which a forbidden key occurs, at any depth. */
export function answerKeyPaths(body: unknown, at = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => answerKeyPaths(item, `${at}${index}.`));
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body).flatMap(([key, value]) => [
    ...(ANSWER_KEYS.includes(key) ? [`${at}${key}`] : []),
    ...answerKeyPaths(value, `${at}${key}.`),
  ]);
}

/** Fails naming where an answer key leaked. */
export function expectNoAnswerKeys(body: unknown): void {
  expect(answerKeyPaths(body)).toEqual([]);
}
