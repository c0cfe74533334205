import { formatBytes } from './document-size';

test('file sizes read as people say them', () => {
  expect(formatBytes(820)).toBe('820 bytes');
  expect(formatBytes(14_400)).toBe('14 KB');
  expect(formatBytes(2_345_678)).toBe('2.3 MB');
});
