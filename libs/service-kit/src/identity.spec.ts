import { signIdentity, verifyIdentity } from './identity.js';

const SECRET = 'a-test-secret';

describe('the signed caller identity', () => {
  it('round-trips a user and their role', () => {
    const header = signIdentity({ userId: 7, isAdmin: true }, SECRET);
    expect(verifyIdentity(header, SECRET)).toEqual({ userId: 7, isAdmin: true });
  });

  it('carries the account address when the gateway knows it', () => {
    const header = signIdentity({ userId: 7, isAdmin: false, email: 'ada@example.org' }, SECRET);
    expect(verifyIdentity(header, SECRET)).toEqual({ userId: 7, isAdmin: false, email: 'ada@example.org' });
  });

  it('refuses a header signed with another secret', () => {
    const header = signIdentity({ userId: 7, isAdmin: false }, 'another-secret');
    expect(verifyIdentity(header, SECRET)).toBeNull();
  });

  it('refuses a header whose body was changed', () => {
    const [, signature] = signIdentity({ userId: 7, isAdmin: false }, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ userId: 1, isAdmin: true, exp: Date.now() + 60_000 })).toString(
      'base64url',
    );
    expect(verifyIdentity(`${forged}.${signature}`, SECRET)).toBeNull();
  });

  it('refuses an expired header', () => {
    const header = signIdentity({ userId: 7, isAdmin: false }, SECRET, Date.now() - 60_000);
    expect(verifyIdentity(header, SECRET)).toBeNull();
  });

  it.each([undefined, '', 'nonsense', 'a.b.c', '.'])('refuses %p', (header) => {
    expect(verifyIdentity(header, SECRET)).toBeNull();
  });
});
