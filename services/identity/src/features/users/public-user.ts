import type { User } from '@site/contracts';
import type { UserEntity } from './user.entity.js';

/** The only shape of a user that leaves the service: never the password hash. */
export function toPublicUser(row: UserEntity): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    profilePicture: row.profilePicture,
    isAdmin: row.isAdmin,
  };
}
