import { IDENTITY_HEADER, INTERNAL_TOKEN_HEADER, signIdentity } from '@site/service-kit';
import { describeBadTextBodies } from '@site/service-kit/testing/fuzz';
import { startAudience } from './audience-app.js';

describeBadTextBodies(
  'audience',
  async () => {
    const audience = await startAudience('PostgreSQL');
    const admin = signIdentity({ userId: 1, isAdmin: true, email: 'admin@example.org' }, 'integration-secret');
    // The internal token too, so the gateway's routes look at their bodies instead of refusing the caller.
    const headers = { [IDENTITY_HEADER]: admin, [INTERNAL_TOKEN_HEADER]: 'integration-secret' };
    return { app: audience.app, headers, stop: () => audience.stop() };
  },
  ['POST /api/contact', 'POST /api/admin/newsletter/issues', 'POST /api/internal/inbox/notices'],
);
