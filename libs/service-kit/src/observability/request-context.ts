import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/** The id of the request whose work is running now, or undefined outside any request (start-up, timers). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Makes `currentRequestId()` answer the request's id in every hook, handler and call that serves it. The
 * body is read in the socket's own async context, so the context is entered again before validation
 * (as @fastify/request-context does).
 */
export function trackRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: String(request.id) }, () => {
      const scope = new AsyncResource('site-request');
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
