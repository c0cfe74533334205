import type { FastifyRequest } from 'fastify';

/** What the session keeps of a logged-in user: enough to sign their identity for services. */
export interface SessionUser {
  id: number;
  isAdmin: boolean;
  email: string;
  loginAt: number;
}

declare module 'fastify' {
  interface Session {
    user?: SessionUser;
    /** A label of the browser the session was started in, for the list of sessions. */
    device?: string;
    /** Set by a login for its own request: only then may the store create the session's row. */
    started?: true;
  }
}

export function sessionUser(request: FastifyRequest): SessionUser | null {
  return (request.session?.get('user') as SessionUser | undefined) ?? null;
}
