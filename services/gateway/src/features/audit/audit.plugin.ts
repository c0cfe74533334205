import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionUser, type SessionUser } from '../session/session-user.js';
import { auditDetails } from './audit-details.js';
import type { AuditLog } from './audit-log.service.js';
import { isAuditedRequest } from './audited-request.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acted, taken when the request came in: the action may end the very session it came with. */
    auditActor?: SessionUser;
    /** A summary a gateway handler gives its own action (what an import changed). */
    auditSummary?: string;
  }
}

/**
 * Records every admin action once its answer is sent: refused ones too (a reader trying an admin
 * operation), but never a visitor's, who has no account to name. Bodies are kept only as redacted fields.
 */
async function audit(fastify: FastifyInstance, { log }: { log: AuditLog }) {
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0];
  fastify.addHook('onRequest', async (request) => {
    if (!isAuditedRequest(request.method, pathOf(request))) return;
    request.auditActor = sessionUser(request) ?? undefined;
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const actor = request.auditActor;
    if (!actor) return;
    const userAgent = request.headers['user-agent'];
    await log.record({
      userId: actor.id,
      email: actor.email,
      method: request.method,
      path: pathOf(request),
      status: reply.statusCode,
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent : '',
      details: auditDetails(request.body, request.headers['content-type']),
      summary: request.auditSummary,
    });
  });
}

export const auditPlugin = fp(audit, { name: 'site-audit', dependencies: ['site-sessions'] });
