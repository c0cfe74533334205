import type { User } from '@site/contracts';

/** A signed-in reader. */
export const reader: User = {
  id: 7,
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.org',
  profilePicture: null,
  isAdmin: false,
};

export const admin: User = { ...reader, id: 1, name: 'Site Author', username: 'author', isAdmin: true };
