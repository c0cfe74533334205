import { COMMON_PASSWORDS } from './common-passwords.js';
import { passwordProblem, TOO_COMMON } from './password-policy.js';

describe('passwordProblem', () => {
  it('accepts a long uncommon password', () => {
    expect(passwordProblem('lantern-orchard-47-quietly')).toBeNull();
  });

  it('accepts exactly 8 and exactly 128 characters', () => {
    expect(passwordProblem('k7#Vq2!m')).toBeNull();
    expect(passwordProblem('x'.repeat(127) + 'y')).toBeNull();
  });

  it('refuses fewer than 8 characters', () => {
    expect(passwordProblem('k7#Vq2!')).toBe('Password must be at least 8 characters.');
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters.');
  });

  it.each(['password', 'Password1', 'QWERTYUIOP', '12345678', 'iloveyou'])('refuses the common %s', (password) => {
    expect(passwordProblem(password)).toBe(TOO_COMMON);
  });

  it('ships about 200 lower-cased entries that the length rule does not already refuse', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(8);
    }
  });
});
