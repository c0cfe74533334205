import type { QuestionEntity } from '../../src/features/quizzes/question.entity.js';
import type { QuizEntity } from '../../src/features/quizzes/quiz.entity.js';
import type { QuizzesRepository } from '../../src/features/quizzes/quizzes.repository.js';

type NewQuiz = Partial<QuizEntity> & Pick<QuizEntity, 'slug'>;
type NewQuestion = Pick<QuestionEntity, 'kind' | 'answer'> & Partial<QuestionEntity>;

/** An in-memory QuizzesRepository for unit tests of services. Seeding is tested on PostgreSQL instead. */
export class FakeQuizzes implements Omit<QuizzesRepository, 'upsertFromSeed'> {
  readonly quizzes: QuizEntity[] = [];
  readonly questions: QuestionEntity[] = [];

  add(quiz: NewQuiz, questions: NewQuestion[] = []): QuizEntity {
    const stored: QuizEntity = {
      id: this.quizzes.length + 1,
      title: quiz.slug,
      description: '',
      coverImage: null,
      category: 'quiz',
      timeLimitSeconds: null,
      passPercent: 60,
      courseSlug: null,
      norms: null,
      topics: [],
      contentHash: '0'.repeat(64),
      version: 1,
      publishedAt: new Date(),
      editedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...quiz,
    };
    this.quizzes.push(stored);
    this.addQuestions(stored, questions);
    return stored;
  }

  async standalone(limit: number, topic?: string) {
    return this.quizzes
      .filter((quiz) => quiz.publishedAt !== null && quiz.courseSlug === null)
      .filter((quiz) => topic === undefined || quiz.topics.includes(topic))
      .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id)
      .slice(0, limit)
      .map(({ id, slug, title, coverImage, version }) => ({
        id,
        slug,
        title,
        coverImage,
        questionCount: this.questions.filter((question) => question.quizId === id && question.version === version)
          .length,
      }));
  }

  async findBySlugOrId(slugOrId: string) {
    return this.quizzes.find((quiz) => quiz.slug === slugOrId || String(quiz.id) === slugOrId) ?? null;
  }

  async findPublished(slugOrId: string) {
    const quiz = await this.findBySlugOrId(slugOrId);
    return quiz?.publishedAt ? quiz : null;
  }

  async questionsOf(quizId: number, version: number) {
    return this.questions
      .filter((question) => question.quizId === quizId && question.version === version)
      .sort((a, b) => a.position - b.position);
  }

  async question(quizId: number, version: number, questionId: number) {
    return (
      this.questions.find(
        (question) => question.quizId === quizId && question.version === version && question.id === questionId,
      ) ?? null
    );
  }

  /** Moves a quiz to a new version with these questions, as an admin's edit of an attempted quiz does. */
  addVersion(quizId: number, questions: NewQuestion[]): number {
    const quiz = this.quizzes.find((item) => item.id === quizId)!;
    quiz.version += 1;
    this.addQuestions(quiz, questions);
    return quiz.version;
  }

  private addQuestions(quiz: QuizEntity, questions: NewQuestion[]): void {
    questions.forEach((question, index) => {
      const id = this.questions.length + 101;
      this.questions.push({
        id,
        quizId: quiz.id,
        quiz,
        key: `q${id}`,
        version: quiz.version,
        position: index + 1,
        prompt: `Question ${id}`,
        figure: null,
        options: null,
        explanation: `Because ${id}`,
        ...question,
      });
    });
  }

  asRepository(): QuizzesRepository {
    return this as unknown as QuizzesRepository;
  }
}
