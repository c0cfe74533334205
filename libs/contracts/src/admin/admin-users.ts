import type { User } from '../auth/user.js';

/** Longest text GET /api/admin/users searches for. */
export const ADMIN_USER_SEARCH_MAX = 100;
/** Largest page of GET /api/admin/users. */
export const ADMIN_USERS_PAGE_SIZE_MAX = 100;
export const ADMIN_USERS_PAGE_SIZE = 20;

/** An account as the administrator sees it: the user, when it registered and whether it may log in. */
export interface AdminUser extends User {
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601 time it was suspended; null while the account may log in. */
  suspendedAt: string | null;
}

/** One page of GET /api/admin/users, newest accounts first. */
export interface AdminUserPage {
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** PATCH /api/admin/users/:id: the role and the suspension, each left as it is when omitted. */
export interface AdminUserChange {
  isAdmin?: boolean;
  suspended?: boolean;
}

/** GET /api/admin/users/stats. */
export interface UserStats {
  /** Accounts that are not administrators. */
  readers: number;
  admins: number;
  suspended: number;
  /** Accounts created in the last 30 days. */
  newLast30Days: number;
}
