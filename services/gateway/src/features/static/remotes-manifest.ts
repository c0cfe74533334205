import { readFile, stat } from 'node:fs/promises';
import type { GatewayConfig } from '../../config.js';

export type RemoteManifest = Record<string, string>;

interface Parsed {
  text: string;
  manifest: RemoteManifest;
  /** Origins other than our own that remotes load from, for the content security policy. */
  foreignOrigins: string[];
}

function parse(text: string): Parsed {
  const parsed = JSON.parse(text) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('remotes.json must be an object of remote name to manifest URL');
  }
  const manifest = Object.fromEntries(
    Object.entries(parsed).filter(([, url]) => typeof url === 'string'),
  ) as RemoteManifest;
  const urls = Object.values(manifest).filter((u) => /^https?:\/\//.test(u));
  return { text, manifest, foreignOrigins: [...new Set(urls.map((u) => new URL(u).origin))] };
}

/**
 * `/remotes.json`, from configuration (inline JSON or a file), so pointing one entry at a new
 * build deploys that remote without restarting anything. One instance serves the route and the
 * CSP; every request costs a `stat`, and the file is read and parsed again only when it changed.
 */
export class RemotesManifest {
  private cached: (Parsed & { mtimeMs: number }) | null = null;

  constructor(private readonly config: Pick<GatewayConfig, 'remotesJson' | 'remotesFile'>) {}

  private async current(): Promise<Parsed> {
    if (this.config.remotesJson) {
      this.cached ??= { ...parse(this.config.remotesJson), mtimeMs: 0 };
      return this.cached;
    }
    const { mtimeMs } = await stat(this.config.remotesFile);
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { ...parse(await readFile(this.config.remotesFile, 'utf8')), mtimeMs };
    }
    return this.cached;
  }

  async read(): Promise<RemoteManifest> {
    return (await this.current()).manifest;
  }

  /** No origins when the file is missing or broken: the CSP then allows only this site. */
  async foreignOrigins(): Promise<string[]> {
    return this.current().then(
      (parsed) => parsed.foreignOrigins,
      () => [],
    );
  }
}
