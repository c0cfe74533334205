// What the gateway reads of a remote's build when it is released, written into its `mf-manifest.json`
// (`metaData.buildInfo`): the commit it was built from, and the version of the contracts it was built against (a
// release built against another one is refused).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** CI's `GIT_COMMIT`, else the repository's `HEAD`; none for sources without git (a Docker build's copy). */
export function buildCommit(dir, env = process.env) {
  if (env.GIT_COMMIT) return env.GIT_COMMIT;
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return head.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `FEDERATION_CONTRACT_VERSION` as the app in `dir` installs `@site/contracts`: from its built output, which Node can
 * run and Nx builds before any app (an app's build depends on it). Imported when a remote is built, not when this
 * file is: the unit tests and the dev servers run without that build.
 */
export async function contractVersion(dir) {
  const file = createRequire(path.join(dir, 'package.json')).resolve('@site/contracts');
  const { FEDERATION_CONTRACT_VERSION } = await import(pathToFileURL(file).href);
  if (typeof FEDERATION_CONTRACT_VERSION !== 'number')
    throw new Error(`${file} has no FEDERATION_CONTRACT_VERSION: build @site/contracts first`);
  return FEDERATION_CONTRACT_VERSION;
}

/**
 * The manifest option's `additionalData`. The manifest is made from these stats before the precompressed copies are,
 * so its `.gz` and `.br` carry the fields too; a plugin rewriting the emitted file later would leave them stale.
 * @param {{ commit?: string, contractVersion: number }} identity
 */
export function withBuildIdentity({ commit, contractVersion }) {
  return ({ stats }) => {
    stats.metaData.buildInfo = { ...stats.metaData.buildInfo, ...(commit ? { commit } : {}), contractVersion };
    return stats;
  };
}
