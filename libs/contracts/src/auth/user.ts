/** The user as every API answer and the browser see it. */
export interface User {
  id: number;
  name: string;
  username: string;
  email: string;
  profilePicture: string | null;
  isAdmin: boolean;
}

/** Registration answers either the new user or, when email must be verified first, this. */
export interface RegistrationPending {
  requiresVerification: true;
  message: string;
}

export type RegisterResult = User | RegistrationPending;

/** The app's query key for the signed-in user (GET /api/user), null for a visitor. */
export const SESSION_USER_QUERY_KEY = ['session', 'user'] as const;
