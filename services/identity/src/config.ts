import { readServiceConfig } from '@site/service-kit';

/** `ADMIN_EMAIL` / `ADMIN_PASSWORD` only matter on the first start, when no administrator exists yet. */
export const identityConfig = (env = process.env) => ({
  ...readServiceConfig('identity', 3001, env),
  adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || 'admin@localhost',
  adminPassword: env.ADMIN_PASSWORD || undefined,
});

export type IdentityConfig = ReturnType<typeof identityConfig>;
