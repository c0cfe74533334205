import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { createTestDatabase } from '@site/service-kit/testing';
import { describeBadTextBodies } from '@site/service-kit/testing/fuzz';
import { startContent } from './content-app.js';

describeBadTextBodies(
  'content',
  async () => {
    const db = await createTestDatabase('content_bad_text');
    const app = await startContent(db.url);
    await app.listen(0, '127.0.0.1');
    const admin = signIdentity({ userId: 1, isAdmin: true, email: 'admin@example.org' }, 'integration-secret');
    return {
      app,
      headers: { [IDENTITY_HEADER]: admin },
      stop: async () => {
        await app.close();
        await db.drop();
      },
    };
  },
  ['POST /api/admin/essays', 'POST /api/admin/journal'],
);
