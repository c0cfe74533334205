import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { describeBadTextBodies } from '@site/service-kit/testing/fuzz';
import { startAudience } from './audience-app.js';

describeBadTextBodies(
  'audience',
  async () => {
    const audience = await startAudience('PostgreSQL');
    const admin = signIdentity({ userId: 1, isAdmin: true, email: 'admin@example.org' }, 'integration-secret');
    return { app: audience.app, headers: { [IDENTITY_HEADER]: admin }, stop: () => audience.stop() };
  },
  ['POST /api/contact', 'POST /api/admin/newsletter/issues'],
);
