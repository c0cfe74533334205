import type { RemoteName } from '@site/contracts';

/** Who asked for a release action: the author in the admin area, or a team's CI with its deploy token. */
export type ReleaseCaller =
  | { kind: 'admin'; userId: number; email: string; ip: string; userAgent: string }
  | { kind: 'token'; tokenId: number; name: string; remote: RemoteName; ip: string; userAgent: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `ReleaseCallerGuard`. */
    releaseCaller?: ReleaseCaller;
  }
}
