import { readFile } from 'node:fs/promises';
import type { GatewayConfig } from '../../config.js';
import { remoteBuildFile } from '../static/remote-files.js';

const READ_TIMEOUT_MS = 5_000;

/**
 * A build's files by the address a release names: an absolute URL is fetched; a path of this site under
 * `/remotes/<name>/` is read from the remote's build folder, as the gateway serves it (so the starting state can be
 * read while the gateway is still starting); any other path is fetched from this gateway.
 */
export class BuildReader {
  constructor(private readonly config: Pick<GatewayConfig, 'remotesDir' | 'port'>) {}

  /** The file's text, or why it could not be read. */
  async text(address: string): Promise<{ text: string } | { failure: string }> {
    const local = remoteBuildFile(this.config.remotesDir, address);
    if (local) {
      const text = await readFile(local, 'utf8').catch(() => null);
      if (text !== null) return { text };
    }
    const url = /^https?:\/\//.test(address) ? address : `http://127.0.0.1:${this.config.port}${address}`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS), redirect: 'error' });
      if (!response.ok) return { failure: `HTTP ${response.status}` };
      return { text: await response.text() };
    } catch (error) {
      return { failure: error instanceof Error && error.name === 'TimeoutError' ? 'no answer in 5 s' : 'unreachable' };
    }
  }
}
