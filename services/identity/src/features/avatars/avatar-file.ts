/** Stored pictures are WebP, addressed as `<user id>-<version>.webp` under this path. */
export const AVATAR_PATH = '/api/user/avatars';

const FILE_NAME = /^([1-9]\d{0,9})-([0-9a-f]{16})\.webp$/;

export const avatarFileName = (userId: number, version: string) => `${userId}-${version}.webp`;

export const avatarUrl = (userId: number, version: string) => `${AVATAR_PATH}/${avatarFileName(userId, version)}`;

/** The owner and version a file name stands for, or null when it names no picture this service could store. */
export function parseAvatarFileName(name: string): { userId: number; version: string } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const userId = Number(match[1]);
  return userId <= 2_147_483_647 ? { userId, version: match[2] } : null;
}
