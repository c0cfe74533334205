import { visitorKey, type Reader } from './visitor-key.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const reader = (changes: Partial<Reader> = {}): Reader => ({
  caller: null,
  ip: '203.0.113.7',
  userAgent: FIREFOX,
  ...changes,
});
const key = (changes: Partial<Reader> = {}, day = '2026-11-23') => visitorKey(reader(changes), day, 'secret');

test('the same reader has one key a day, another the next day, and the key never holds the address', () => {
  expect(key()).toBe(key());
  expect(key({}, '2026-11-24')).not.toBe(key());
  expect(key()).not.toContain('203.0.113.7');
  expect(key()).toHaveLength(43);
});

test('another address or browser is another visitor; a signed-in reader is the same on every device', () => {
  expect(key({ ip: '203.0.113.8' })).not.toBe(key());
  expect(key({ userAgent: `${FIREFOX} extra` })).not.toBe(key());
  const olga = { userId: 4, isAdmin: false };
  expect(key({ caller: olga, ip: '198.51.100.1' })).toBe(key({ caller: olga }));
});

test.each([
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  'curl/8.5.0',
  '',
  undefined,
])('%j never counts', (userAgent) => {
  expect(key({ userAgent })).toBeNull();
});
