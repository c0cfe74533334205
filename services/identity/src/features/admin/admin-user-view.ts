import type { AdminUser } from '@site/contracts';
import { toPublicUser } from '../users/public-user.js';
import type { UserEntity } from '../users/user.entity.js';

/** An account as the administrator sees it: the public user, when it registered, whether it is suspended. */
export function toAdminUser(row: UserEntity): AdminUser {
  return {
    ...toPublicUser(row),
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}
