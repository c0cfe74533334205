import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageAssets, PageStyle, ShellServerBundle } from '@site/contracts';
import { pageStyle } from './page-styles.js';

export interface LoadedShell {
  server: ShellServerBundle;
  assets: PageAssets;
  /** The shell's stylesheets with their text, read once: they ship with this process. */
  styles: PageStyle[];
}

/** The shell's server bundle and its page assets, from the shell's build, which ships with this process. */
export async function loadShell(shellDir: string): Promise<LoadedShell> {
  const require = createRequire(import.meta.url);
  // The bundle's exports arrive once its federation runtime has started (an async startup).
  const server = (await require(path.join(shellDir, 'server', 'server.cjs'))) as ShellServerBundle;
  const assets = JSON.parse(await readFile(path.join(shellDir, 'page-assets.json'), 'utf8')) as PageAssets;
  const styles = await Promise.all(
    assets.styles.map(async (href) =>
      pageStyle(href, await readFile(path.join(shellDir, href.replace(/^\//, '')), 'utf8').catch(() => null)),
    ),
  );
  return { server, assets, styles };
}
