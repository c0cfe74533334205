/** Who wrote an /ai-test passage: the author, or a language model's register imitated on purpose. */
export const AI_TEST_GUESSES = ['human', 'machine'] as const;
export type AiTestGuess = (typeof AI_TEST_GUESSES)[number];

/** One passage of GET /api/elearning/ai-test, without its answer. */
export interface AiTestPassage {
  id: string;
  /** Plain text; paragraphs are separated by a blank line. */
  text: string;
}

/** One guess of POST /api/elearning/ai-test/answers. */
export interface AiTestAnswer {
  id: string;
  guess: AiTestGuess;
}

/** The body of POST /api/elearning/ai-test/answers: a guess for every passage, each once. */
export interface AiTestAnswers {
  answers: AiTestAnswer[];
}

/** How one guess went, with the tells that give the passage away. */
export interface AiTestVerdict {
  id: string;
  guess: AiTestGuess;
  truth: AiTestGuess;
  correct: boolean;
  explanation: string;
}

/** The answer to POST /api/elearning/ai-test/answers, verdicts in the order the guesses came. */
export interface AiTestResult {
  score: number;
  total: number;
  verdicts: AiTestVerdict[];
}
