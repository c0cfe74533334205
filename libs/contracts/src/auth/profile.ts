import type { User } from './user.js';

/** GET /api/user/profile: the account as the dashboard shows it. */
export interface Profile extends User {
  /** When the account was created (ISO date and time). */
  memberSince: string;
}
