/** One card of GET /api/elearning/quizzes/standalone. */
export interface StandaloneQuiz {
  id: number;
  slug: string;
  title: string;
  coverImage: string | null;
  questionCount: number;
}
