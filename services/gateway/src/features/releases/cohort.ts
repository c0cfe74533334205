import { createHash, randomBytes } from 'node:crypto';
import { COHORT_COOKIE, type RemoteName } from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A year: a visitor stays on the same versions across visits. */
const COHORT_MAX_AGE_S = 365 * 24 * 60 * 60;

const WELL_FORMED = /^[A-Za-z0-9_-]{16,32}$/;

/**
 * The visitor's cohort: the first-party cookie that keeps them on the same version of each remote across pages and
 * visits, made on their first page or `/remotes.json`. It says nothing of who they are: random, never the address.
 */
export function visitorCohort(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies?.[COHORT_COOKIE];
  if (existing && WELL_FORMED.test(existing)) return existing;
  const made = randomBytes(16).toString('base64url');
  reply.setCookie(COHORT_COOKIE, made, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: COHORT_MAX_AGE_S,
  });
  return made;
}

/**
 * Whether the cohort is in a canary's share. Hashed with the remote's name, so the same visitors are not everyone's
 * canary; a larger share keeps everyone a smaller one had.
 */
export function inCanary(cohort: string, remote: RemoteName, percent: number): boolean {
  const bucket = createHash('sha256').update(`${remote}:${cohort}`).digest().readUInt32BE(0) % 100;
  return bucket < percent;
}
