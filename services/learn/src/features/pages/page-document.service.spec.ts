import { MarkdownRenderer } from '@site/markdown-render';
import { FakeCourses, FakeEnrolments } from '../../../test/fakes/fake-courses.js';
import { FakeQuizzes } from '../../../test/fakes/fake-quizzes.js';
import type { LearnConfig } from '../../config.js';
import { CoursesService } from '../courses/courses.service.js';
import { QuizzesService } from '../quizzes/quizzes.service.js';
import { PageDocumentService } from './page-document.service.js';

const SITE = 'https://example.org';

describe('PageDocumentService', () => {
  let service: PageDocumentService;

  beforeEach(() => {
    const courses = new FakeCourses();
    courses.add({ slug: 'logic', title: 'Logic', summary: 'Proofs, step by step.' }, ['one', 'two']);
    const quizzes = new FakeQuizzes();
    quizzes.add({ slug: 'physics-concepts', title: 'Physics Concepts', description: 'Falling balls.' }, [
      { kind: 'true-false', answer: true },
    ]);
    service = new PageDocumentService(
      new CoursesService(
        courses.asRepository(),
        new FakeEnrolments(courses, () => new Date()).asRepository(),
        new MarkdownRenderer(),
      ),
      new QuizzesService(quizzes.asRepository()),
      { siteUrl: SITE } as LearnConfig,
    );
  });

  it('describes a course with Course JSON-LD, as a visitor sees it', async () => {
    const document = await service.document('/courses/logic');
    expect(document.head).toMatchObject({ title: 'Logic | Commonplace', description: 'Proofs, step by step.' });
    expect(document.head.structuredData[0]).toMatchObject({
      '@type': 'Course',
      url: `${SITE}/courses/logic`,
      provider: { '@type': 'Person', url: `${SITE}/about` },
    });
    expect(document.data).toEqual([
      {
        queryKey: ['courses', 'detail', 'logic'],
        data: expect.objectContaining({ enrolled: false, progress: null }),
        personal: true,
      },
    ]);
  });

  it('describes a quiz at its named address with Quiz JSON-LD', async () => {
    const document = await service.document('/quizzes/physics-concepts');
    expect(document.head.structuredData[0]).toMatchObject({
      '@type': 'Quiz',
      numberOfQuestions: 1,
      url: `${SITE}/quizzes/physics-concepts`,
    });
    expect(document.data?.[0].queryKey).toEqual(['quizzes', 'detail', 'physics-concepts']);
  });

  it('gives its other pages their head from the shared table', async () => {
    expect((await service.document('/ai-test')).head).toMatchObject({
      title: 'Human or machine? | Commonplace',
      path: '/ai-test',
    });
  });

  it('404s what does not exist, and what is not its own', async () => {
    expect((await service.document('/courses/nothing')).status).toBe(404);
    expect((await service.document('/quizzes/nothing')).status).toBe(404);
    expect((await service.document('/essays')).status).toBe(404);
  });
});
