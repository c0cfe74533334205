import { seekValueText } from './format-time';

test('the seek bar says where it is out of how long', () => {
  expect(seekValueText(65, 200)).toBe('1:05 of 3:20');
});
