import type { EndSessionsOrder } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { sessionUser } from './session-user.js';
import type { SessionsRepository } from './sessions.repository.js';

/**
 * Ends the user's sessions. When the caller's own session is among them it is destroyed on this request
 * too, or the rolling save at the end of the request would write it back.
 */
export async function endSessions(
  request: FastifyRequest,
  sessions: SessionsRepository,
  { userId, keepCurrent }: EndSessionsOrder,
): Promise<void> {
  const ownSession = sessionUser(request)?.id === userId;
  const keepSid = keepCurrent && ownSession ? request.session.sessionId : undefined;
  await sessions.endAllOf(userId, keepSid);
  if (ownSession && !keepSid) await request.session.destroy();
}
