import { readFile } from 'node:fs/promises';
import type { GatewayConfig } from '../../config.js';

export type RemoteManifest = Record<string, string>;

/**
 * `/remotes.json`, read from configuration on every request (inline JSON or a file), so
 * pointing one entry at a new build deploys that remote without restarting anything.
 */
export class RemotesManifest {
  constructor(private readonly config: Pick<GatewayConfig, 'remotesJson' | 'remotesFile'>) {}

  async read(): Promise<RemoteManifest> {
    const text = this.config.remotesJson ?? (await readFile(this.config.remotesFile, 'utf8'));
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
