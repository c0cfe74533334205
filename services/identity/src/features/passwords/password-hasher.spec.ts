import { PasswordHasher } from './password-hasher.js';

/** Made by the `argon2` package (0.45, node-gyp) that this service used before, with the same parameters. */
const OLD_LIBRARY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$K5HJNHvMv6rw4OeDvG/bFw$/UOgIR0gE2NyKpHxbfun9e3Hm0XNKQ1M+k2zXLqKm60';
/** Made by that package with weaker settings (8 MiB, one pass). */
const OLD_WEAK_HASH =
  '$argon2id$v=19$m=8192,p=1,t=1$GMxPsFOLIvQe4ukMotNMgA$mHocISbd+kjIICD+B11CRjI+wmx8oWN8bC89AJTSvwQ';
const OLD_PASSWORD = 'Old-library password 1';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at 19 MiB, two passes and one lane, and verifies its own hash', async () => {
    const stored = await hasher.hash('analytical-engine-1843');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'analytical-engine-1843')).toBe(true);
    expect(await hasher.verify(stored, 'analytical-engine-1842')).toBe(false);
  });

  it('verifies hashes the old library stored, and upgrades only the one weaker than the baseline', async () => {
    expect(await hasher.verify(OLD_LIBRARY_HASH, OLD_PASSWORD)).toBe(true);
    expect(await hasher.verify(OLD_LIBRARY_HASH, 'Old-library password 2')).toBe(false);
    expect(hasher.needsRehash(OLD_LIBRARY_HASH)).toBe(false);

    expect(await hasher.verify(OLD_WEAK_HASH, OLD_PASSWORD)).toBe(true);
    expect(hasher.needsRehash(OLD_WEAK_HASH)).toBe(true);
  });

  it('leaves a hash stronger than the baseline alone, and upgrades another variant', () => {
    expect(hasher.needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(false);
    expect(hasher.needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
  });

  it('counts a malformed stored hash as a mismatch', async () => {
    expect(await hasher.verify('not a hash', OLD_PASSWORD)).toBe(false);
    expect(hasher.needsRehash('not a hash')).toBe(true);
  });
});
