import { auditSummaryValue, parseAuditSummary } from './audit-summary.js';

test('words of any letters travel in a header and come back as they were', () => {
  const words = 'published “Gödel’s Loop”';
  const value = auditSummaryValue(words);
  expect(value).toMatch(/^[\x21-\x7e]+$/);
  expect(parseAuditSummary(value)).toBe(words);
  expect(parseAuditSummary([value, 'other'])).toBe(words);
});

test('a missing, empty or malformed value gives no words, and long words are cut', () => {
  expect(parseAuditSummary(undefined)).toBeNull();
  expect(parseAuditSummary('%20')).toBeNull();
  expect(parseAuditSummary('%E0%A4%A')).toBeNull();
  expect(parseAuditSummary(auditSummaryValue('x'.repeat(400)))).toHaveLength(300);
});
