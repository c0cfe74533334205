import { createTestDatabase } from '@site/service-kit/testing';
import { describeBadTextBodies } from '@site/service-kit/testing/fuzz';
import { as } from './identity.js';
import { startLearn } from './learn-app.js';

describeBadTextBodies(
  'learn',
  async () => {
    const db = await createTestDatabase('learn_bad_text');
    const { app } = await startLearn(db.url);
    await app.listen(0, '127.0.0.1');
    return {
      app,
      headers: as(1, true),
      stop: async () => {
        await app.close();
        await db.drop();
      },
    };
  },
  ['POST /api/games/results'],
);
