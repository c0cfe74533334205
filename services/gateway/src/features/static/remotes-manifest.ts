import { readFile, stat } from 'node:fs/promises';
import type { GatewayConfig } from '../../config.js';

export type RemoteManifest = Record<string, string>;

/**
 * `/remotes.json`, read from configuration on every request (inline JSON or a file), so
 * pointing one entry at a new build deploys that remote without restarting anything.
 */
export class RemotesManifest {
  private cached: { mtimeMs: number; text: string } | null = null;

  constructor(private readonly config: Pick<GatewayConfig, 'remotesJson' | 'remotesFile'>) {}

  /** The file is reread only when its modification time changes. */
  private async text(): Promise<string> {
    if (this.config.remotesJson) return this.config.remotesJson;
    const { mtimeMs } = await stat(this.config.remotesFile);
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, text: await readFile(this.config.remotesFile, 'utf8') };
    }
    return this.cached.text;
  }

  async read(): Promise<RemoteManifest> {
    const text = await this.text();
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error('remotes.json must be an object of remote name to manifest URL');
    }
    return Object.fromEntries(Object.entries(parsed).filter(([, url]) => typeof url === 'string')) as RemoteManifest;
  }

  /** Origins other than our own that remotes load from, for the content security policy. */
  async foreignOrigins(): Promise<string[]> {
    const urls = Object.values(await this.read().catch(() => ({})));
    return [...new Set(urls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
  }
}
