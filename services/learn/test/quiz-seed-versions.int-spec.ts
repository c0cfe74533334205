import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { parse, stringify } from 'yaml';
import type { AdminQuiz, QuizView } from '@site/contracts';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { learnConfig } from '../src/config.js';
import { as } from './identity.js';
import { startLearn, type LearnApp } from './learn-app.js';

const seedDir = learnConfig({}).quizSeedDir;

/** A copy of the shipped quizzes with some files rewritten, for one restart of the service. */
async function changedSeeds(change: (slug: string, doc: Record<string, unknown>) => void): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'learn-seed-versions-'));
  await cp(seedDir, dir, { recursive: true });
  for (const slug of ['physics-concepts', 'mathematics-concepts']) {
    const file = path.join(dir, `${slug}.yaml`);
    const doc = parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    change(slug, doc);
    await writeFile(file, stringify(doc));
  }
  return dir;
}

describe('seeded quizzes beside the editor (PostgreSQL)', () => {
  let db: TestDatabase;
  let t: LearnApp;

  beforeAll(async () => {
    db = await createTestDatabase('learn_seed_versions');
    t = await startLearn(db.url);
  });

  afterAll(async () => {
    await t?.app.close();
    await db?.drop();
  });

  it('writes a changed seed of an attempted quiz as a new version, and leaves a quiz the admin edited alone', async () => {
    const view = (await request(t.server).get('/api/elearning/quizzes/physics-concepts').expect(200)).body as QuizView;
    const { attemptId } = (
      await request(t.server).post('/api/elearning/quizzes/physics-concepts/attempts').set(as(7)).expect(201)
    ).body;
    await request(t.server).post(`/api/elearning/attempts/${attemptId}/submit`).set(as(7)).expect(200);

    const maths = (await request(t.server).get('/api/admin/quizzes/mathematics-concepts').set(as(1, true)))
      .body as AdminQuiz;
    const { id: _id, ...first } = maths.questions[0];
    await request(t.server)
      .put(`/api/admin/quizzes/${maths.id}`)
      .set(as(1, true))
      .send({ slug: maths.slug, title: 'Maths, as the author edited it', questions: [first] })
      .expect(200);

    const dir = await changedSeeds((slug, doc) => {
      doc.title = `${slug} from the file`;
      (doc.questions as { prompt: string }[])[0].prompt = 'A prompt the file changed?';
    });
    const restarted = await startLearn(db.url, { QUIZ_SEED_DIR: dir });
    try {
      const physics = (await request(restarted.server).get('/api/admin/quizzes/physics-concepts').set(as(1, true)))
        .body as AdminQuiz;
      expect(physics).toMatchObject({ title: 'physics-concepts from the file', version: 2, attemptCount: 1 });
      expect(physics.questions[0].prompt).toBe('A prompt the file changed?');
      const shown = (await request(restarted.server).get('/api/elearning/quizzes/physics-concepts')).body as QuizView;
      expect(shown.questions).toHaveLength(view.questions.length);
      expect(shown.questions[0].id).not.toBe(view.questions[0].id);
      const attempt = await request(restarted.server).get(`/api/elearning/attempts/${attemptId}`).set(as(7));
      expect(attempt.body.result.review[0].prompt).toBe(view.questions[0].prompt);

      const edited = (await request(restarted.server).get(`/api/admin/quizzes/${maths.id}`).set(as(1, true)))
        .body as AdminQuiz;
      expect(edited).toMatchObject({ title: 'Maths, as the author edited it', version: 1 });
      expect(edited.questions).toHaveLength(1);
    } finally {
      await restarted.app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
