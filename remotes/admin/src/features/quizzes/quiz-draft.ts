import type {
  AdminQuestion,
  AdminQuestionInput,
  AdminQuiz,
  AdminQuizInput,
  AdminQuizOption,
  QuestionKind,
} from '@site/contracts';

/**
 * A question while it is edited. Every kind's answer is kept side by side, so switching the kind back and
 * forth loses nothing; the options' order is the correct order of an ordering question (readers see them shuffled).
 */
export interface DraftQuestion {
  /** Stable across renders and saves: the stored key, or a local one until the first save. */
  uid: string;
  key?: string;
  kind: QuestionKind;
  prompt: string;
  figure: string | null;
  options: AdminQuizOption[];
  /** The correct option ids of a single (one) or multiple choice question. */
  correct: string[];
  truth: boolean;
  /** Kept as typed, so a half-written number ("-", "2.") stays in its field. */
  numeric: { value: string; tolerance: string; unit: string };
  explanation: string;
}

export interface QuizDraft {
  slug: string;
  /** Once the author types a slug it no longer follows the title. */
  slugEdited: boolean;
  title: string;
  description: string;
  coverImage: string;
  timeLimitMinutes: string;
  passPercent: string;
  topics: string[];
  questions: DraftQuestion[];
}

export const KIND_LABELS: Record<QuestionKind, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  'true-false': 'True or false',
  numeric: 'Number',
  ordering: 'Ordering',
};

/** Kinds whose answer is picked among, or ordered from, a list of options. */
export const hasOptions = (kind: QuestionKind) => kind === 'single' || kind === 'multiple' || kind === 'ordering';

let localIds = 0;
const localUid = () => `new-${++localIds}`;

/** An option id not yet used in the list: a, b, … z, then o27, o28, … */
export function nextOptionId(options: readonly AdminQuizOption[]): string {
  const used = new Set(options.map((option) => option.id));
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') if (!used.has(letter)) return letter;
  let n = options.length + 1;
  while (used.has(`o${n}`)) n += 1;
  return `o${n}`;
}

export function newQuestion(kind: QuestionKind = 'single'): DraftQuestion {
  return {
    uid: localUid(),
    kind,
    prompt: '',
    figure: null,
    options: [
      { id: 'a', text: '', svg: null },
      { id: 'b', text: '', svg: null },
    ],
    correct: [],
    truth: true,
    numeric: { value: '', tolerance: '0', unit: '' },
    explanation: '',
  };
}

export function emptyDraft(): QuizDraft {
  return {
    slug: '',
    slugEdited: false,
    title: '',
    description: '',
    coverImage: '',
    timeLimitMinutes: '',
    passPercent: '60',
    topics: [],
    questions: [newQuestion()],
  };
}

function fromQuestion(question: AdminQuestion): DraftQuestion {
  const draft: DraftQuestion = {
    ...newQuestion(question.kind),
    uid: question.key,
    key: question.key,
    prompt: question.prompt,
    figure: question.figure,
    options: hasOptions(question.kind) ? question.options : newQuestion().options,
    explanation: question.explanation ?? '',
  };
  const answer = question.answer;
  if (question.kind === 'single' && typeof answer === 'string') draft.correct = [answer];
  if (question.kind === 'multiple' && Array.isArray(answer)) draft.correct = answer;
  if (question.kind === 'true-false' && typeof answer === 'boolean') draft.truth = answer;
  if (question.kind === 'ordering' && Array.isArray(answer)) {
    // The stored options may be in any order; the editor lists them in the correct one.
    const byId = new Map(question.options.map((option) => [option.id, option]));
    draft.options = answer.flatMap((id) => byId.get(id) ?? []);
  }
  if (question.kind === 'numeric' && typeof answer === 'object' && !Array.isArray(answer)) {
    draft.numeric = { value: String(answer.value), tolerance: String(answer.tolerance), unit: answer.unit ?? '' };
  }
  return draft;
}

export function draftOf(quiz: AdminQuiz): QuizDraft {
  return {
    slug: quiz.slug,
    slugEdited: true,
    title: quiz.title,
    description: quiz.description,
    coverImage: quiz.coverImage ?? '',
    timeLimitMinutes: quiz.timeLimitSeconds === null ? '' : String(quiz.timeLimitSeconds / 60),
    passPercent: String(quiz.passPercent),
    topics: quiz.topics,
    questions: quiz.questions.map(fromQuestion),
  };
}

/** A typed number, or NaN for an empty field (which the service refuses with the question's name). */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

function answerOf(question: DraftQuestion): AdminQuestionInput['answer'] {
  switch (question.kind) {
    case 'single':
      return question.correct[0] ?? '';
    case 'multiple':
      return question.correct.filter((id) => question.options.some((option) => option.id === id));
    case 'true-false':
      return question.truth;
    case 'numeric':
      return {
        value: numberOf(question.numeric.value),
        tolerance: numberOf(question.numeric.tolerance || '0'),
        unit: question.numeric.unit.trim() || null,
      };
    case 'ordering':
      return question.options.map((option) => option.id);
  }
}

export function questionInput(question: DraftQuestion): AdminQuestionInput {
  return {
    ...(question.key ? { key: question.key } : {}),
    kind: question.kind,
    prompt: question.prompt,
    figure: question.figure,
    options: hasOptions(question.kind) ? question.options : [],
    answer: answerOf(question),
    explanation: question.explanation.trim() || null,
  };
}

export function quizInput(draft: QuizDraft): AdminQuizInput {
  const minutes = numberOf(draft.timeLimitMinutes);
  return {
    slug: draft.slug,
    title: draft.title.trim(),
    description: draft.description,
    coverImage: draft.coverImage.trim() || null,
    timeLimitSeconds: Number.isNaN(minutes) ? null : Math.round(minutes * 60),
    passPercent: numberOf(draft.passPercent),
    topics: draft.topics,
    questions: draft.questions.map(questionInput),
  };
}

/** Whether the draft's questions differ from the saved quiz's (saving them then may make a new version). */
export function questionsChanged(draft: QuizDraft, quiz: AdminQuiz): boolean {
  const saved = draftOf(quiz).questions.map(questionInput);
  return JSON.stringify(draft.questions.map(questionInput)) !== JSON.stringify(saved);
}

/** The list with the item at `index` moved by `step` places; unchanged when that leaves the list. */
export function moved<T>(list: readonly T[], index: number, step: number): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
