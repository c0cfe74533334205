import { bearerMatches } from './metrics-token.js';

const TOKEN = 'scraper-token-0123456789';

describe('bearerMatches', () => {
  it('accepts the configured bearer token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it.each([undefined, '', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, 'Bearer '])(
    'refuses %p',
    (header) => {
      expect(bearerMatches(header, TOKEN)).toBe(false);
    },
  );
});
