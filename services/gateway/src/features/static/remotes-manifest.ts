import { readFile, stat } from 'node:fs/promises';
import type { GatewayConfig } from '../../config.js';

export type RemoteManifest = Record<string, string>;

interface Parsed {
  text: string;
  manifest: RemoteManifest;
}

function parse(text: string): Parsed {
  const parsed = JSON.parse(text) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('remotes.json must be an object of remote name to manifest URL');
  }
  const manifest = Object.fromEntries(
    Object.entries(parsed).filter(([, url]) => typeof url === 'string'),
  ) as RemoteManifest;
  return { text, manifest };
}

/**
 * `/remotes.json`'s configuration (inline JSON or a file): the starting point of the release state, and an
 * operator's way to release a remote as stable at once (see `ReleaseState`). Every read costs a `stat`; the file is
 * read and parsed again only when it changed.
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
}
