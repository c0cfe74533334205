import { numericAnswerOf, type AdminQuizOption, type NumericAnswer } from '@site/contracts';

/** A question as written to a version: what the seed and the admin editor both produce. */
export interface QuestionRow {
  key: string;
  kind: string;
  prompt: string;
  figure: string | null;
  /** A list of `{ id, text, svg? }`, or null for kinds without options. */
  options: unknown;
  answer: unknown;
  explanation: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Options as stored: `{ id, text }`, with `svg` only when there is a drawing (as the seed files write them). */
export function storedOptions(options: unknown): AdminQuizOption[] | null {
  if (!Array.isArray(options) || options.length === 0) return null;
  return options.filter(isRecord).map((option) => ({
    id: String(option.id),
    text: typeof option.text === 'string' ? option.text : String(option.text ?? ''),
    ...(typeof option.svg === 'string' && option.svg !== '' ? { svg: option.svg } : {}),
  })) as AdminQuizOption[];
}

/** A numeric answer as stored: `{ value, tolerance }`, with `unit` only when there is one; a bare number means ± 0. */
export function storedNumericAnswer(answer: unknown): Omit<NumericAnswer, 'unit'> & { unit?: string } {
  const parsed = typeof answer === 'number' ? { value: answer, tolerance: 0, unit: null } : numericAnswerOf(answer);
  if (!parsed) return { value: NaN, tolerance: 0 };
  return { value: parsed.value, tolerance: parsed.tolerance, ...(parsed.unit ? { unit: parsed.unit } : {}) };
}

/** The row in one normal form, so a seed's row and the editor's copy of it compare equal. */
export function normalRow(row: QuestionRow): QuestionRow {
  return {
    key: row.key,
    kind: row.kind,
    prompt: row.prompt,
    figure: row.figure || null,
    options: storedOptions(row.options),
    answer: row.kind === 'numeric' ? storedNumericAnswer(row.answer) : row.answer,
    explanation: row.explanation || null,
  };
}

/** JSON with object keys sorted: jsonb does not keep the order they were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two question lists ask the same, in the same order. */
export function sameQuestions(a: readonly QuestionRow[], b: readonly QuestionRow[]): boolean {
  return a.length === b.length && a.every((row, i) => canonical(normalRow(row)) === canonical(normalRow(b[i])));
}
