import path from 'node:path';

export interface RenderConfig {
  /** The address it listens on: 0.0.0.0 in a pod, else only this machine. */
  host: string;
  port: number;
  /** The site's gateway: its public API, its `/remotes.json`, and the remotes' files it serves. */
  gatewayUrl: string;
  /** The shell's build: its server bundle and its page assets. */
  shellDir: string;
  /** How long a page's data may take before the page is sent without it. */
  budgetMs: number;
  /** The site's public origin, as visitors address it. */
  siteOrigin: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): RenderConfig {
  const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
  return {
    host: env.RENDER_HOST ?? env.HOST ?? '127.0.0.1',
    port: Number(env.RENDER_PORT ?? 3005),
    gatewayUrl: env.GATEWAY_URL ?? `http://127.0.0.1:${env.GATEWAY_PORT ?? 8080}`,
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist')),
    budgetMs: Number(env.RENDER_BUDGET_MS ?? 1_500),
    siteOrigin: new URL(env.SITE_URL ?? 'http://localhost:8080').origin,
  };
}
