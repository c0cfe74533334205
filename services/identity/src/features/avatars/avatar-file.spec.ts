import { avatarUrl, parseAvatarFileName } from './avatar-file.js';

describe('avatar file names', () => {
  it('reads back the owner and version of an address it made', () => {
    const url = avatarUrl(7, '0123456789abcdef');
    expect(url).toBe('/api/user/avatars/7-0123456789abcdef.webp');
    expect(parseAvatarFileName(url.split('/').pop()!)).toEqual({ userId: 7, version: '0123456789abcdef' });
  });

  it.each([
    '7-0123456789abcdef.png',
    '0-0123456789abcdef.webp',
    '7-0123.webp',
    '../7-0123456789abcdef.webp',
    '3000000000-0123456789abcdef.webp',
  ])('names no picture with %s', (name) => expect(parseAvatarFileName(name)).toBeNull());
});
