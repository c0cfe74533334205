import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServiceConfig } from '@site/service-kit';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const SERVICE_NAMES = ['identity', 'content', 'learn', 'audience'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const DEFAULT_PORTS: Record<ServiceName, number> = { identity: 3001, content: 3002, learn: 3003, audience: 3004 };
const DEV_SESSION_SECRET = 'dev-only-session-secret-at-least-32-characters-long';

export function gatewayConfig(env = process.env) {
  const base = readServiceConfig('gateway', 8080, env);
  const sessionSecret = env.SESSION_SECRET ?? DEV_SESSION_SECRET;
  if (env.NODE_ENV === 'production' && sessionSecret === DEV_SESSION_SECRET) {
    throw new Error('SESSION_SECRET must be set in production');
  }
  if (sessionSecret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16)
    throw new Error('METRICS_TOKEN must be at least 16 characters');
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${DEFAULT_PORTS[name]}`]),
  ) as Record<ServiceName, string>;
  return {
    ...base,
    host: env.GATEWAY_HOST ?? env.HOST ?? '127.0.0.1',
    port: Number(env.GATEWAY_PORT ?? env.PORT ?? 8080),
    services,
    /** Time a service may take before the caller gets 504. */
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 10_000),
    sessionSecret,
    /** The bearer token scrapers send for the gateway's `/metrics`; without it there is no `/metrics`. */
    metricsToken,
    /** Behind TLS: Secure `__Host-` cookie and HSTS. */
    secure: env.COOKIE_SECURE === 'true',
    /** Origins of API consumers allowed by CORS and by the Origin check on mutations. */
    allowedOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    /** The render process, which draws each page's first HTML from the screens. */
    renderUrl: env.RENDER_URL ?? `http://127.0.0.1:${env.RENDER_PORT ?? 3005}`,
    /** Past this the page is sent as the static shell, and the app draws it in the browser. */
    renderTimeoutMs: Number(env.RENDER_TIMEOUT_MS ?? 3_000),
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist')),
    remotesDir: path.resolve(env.REMOTES_DIR ?? path.join(repoRoot, 'remotes')),
    /** `/remotes.json` comes from REMOTES_JSON (inline JSON) or the file REMOTES_FILE, read on every request. */
    remotesJson: env.REMOTES_JSON,
    remotesFile: path.resolve(env.REMOTES_FILE ?? path.join(repoRoot, 'infra', 'remotes.json')),
    loginLimitPerIp: Number(env.LOGIN_LIMIT_PER_IP ?? 20),
    loginLimitPerAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT ?? 10),
    registerLimitPerIp: Number(env.REGISTER_LIMIT_PER_IP ?? 10),
    /** Codes, resets and password checks of the account screens, per client IP (and per account or session). */
    accountLimitPerIp: Number(env.ACCOUNT_LIMIT_PER_IP ?? 30),
    /** Browsers' health reports of the remotes' versions, per client IP: one a page at most, sent when it is hidden. */
    healthReportLimitPerIp: Number(env.HEALTH_REPORT_LIMIT_PER_IP ?? 120),
  };
}

export type GatewayConfig = ReturnType<typeof gatewayConfig>;
