import { IDENTITY_HEADER } from '@site/service-kit';
import { describeBadTextBodies } from '@site/service-kit/testing/fuzz';
import { startIdentity } from './identity-app.js';

describeBadTextBodies(
  'identity',
  async () => {
    const identity = await startIdentity();
    await identity.app.listen(0, '127.0.0.1');
    const admin = identity.identity({ userId: 1, isAdmin: true, email: 'admin@example.org' });
    return {
      app: identity.app,
      headers: { [IDENTITY_HEADER]: admin, 'x-forwarded-for': '127.0.0.1' },
      stop: () => identity.close(),
    };
  },
  ['POST /api/account/password-reset', 'POST /api/internal/register'],
);
