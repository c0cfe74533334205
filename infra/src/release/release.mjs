// `npm run release -w remotes/<name> -- <manifest URL> [--percent N]`, run by a team's CI once its build is uploaded:
// the gateway pre-flights the build, then releases it as a canary to a share of visitors. Each remote's package.json
// names its remote (`--remote`). Exit codes: 0 released, 1 refused or failed, 2 called wrongly.
/** @import { RemoteRelease, RemoteReleaseState } from '@site/contracts' */
import { parseArgs } from 'node:util';
import { GatewayError, releaseApi } from './gateway.mjs';

const USAGE = 'Usage: npm run release -w remotes/<name> -- <manifest URL> [--percent N]';
const DEFAULT_PERCENT = 10;

/** A mistake in the call or its environment, not in the build. */
class Misuse extends Error {}

/** The release asked for, from the arguments and the environment. */
function settings(args, env) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { remote: { type: 'string' }, percent: { type: 'string', default: String(DEFAULT_PERCENT) } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new Misuse(`${error.message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (!values.remote) throw new Misuse('No remote: the remote’s package.json passes --remote <name>.');
  if (positionals.length !== 1) throw new Misuse(`Give one manifest URL.\n${USAGE}`);
  // The range is the gateway's to check: it answers with its limits.
  if (!/^\d+$/.test(values.percent)) throw new Misuse(`--percent takes a whole number, not "${values.percent}".`);
  const missing = [
    !env.SITE_URL && 'SITE_URL (the site’s address, e.g. https://example.org)',
    !env.DEPLOY_TOKEN && 'DEPLOY_TOKEN (made in the admin area’s Releases screen, for this remote)',
  ].filter(Boolean);
  if (missing.length) throw new Misuse(`Not set: ${missing.join('; ')}.`);
  if (!URL.canParse(env.SITE_URL) || !/^https?:$/.test(new URL(env.SITE_URL).protocol))
    throw new Misuse(`SITE_URL is not an http(s) address: "${env.SITE_URL}".`);
  return {
    remote: values.remote,
    manifestUrl: positionals[0],
    percent: Number(values.percent),
    siteUrl: env.SITE_URL,
    token: env.DEPLOY_TOKEN,
  };
}

/** @param {RemoteRelease} release */
const described = (release) =>
  `${release.version}${release.commit ? ` (commit ${release.commit.slice(0, 7)})` : ''}, ${release.manifestUrl}`;

/** @param {RemoteReleaseState} state */
function stateLines(state) {
  const { canary } = state;
  return [
    `remote: ${state.remote}`,
    `stable: ${described(state.stable)}`,
    `canary: ${canary ? `${described(canary.release)}, ${canary.percent}% of visitors` : 'none'}`,
  ];
}

const refusal = (heading, reasons) => [heading, ...reasons.map((reason) => `  - ${reason}`)].join('\n');

async function release({ remote, manifestUrl, percent, siteUrl, token }) {
  const api = releaseApi({ siteUrl, token });
  const report = await api.preflight({ remote, manifestUrl });
  if (!report.ok) {
    console.error(refusal(`Pre-flight refused ${manifestUrl}:`, report.reasons));
    return 1;
  }
  console.log(`Pre-flight passed: ${remote} ${report.version}, build ${report.buildId}.`);
  const { status, body } = await api.release({ remote, manifestUrl, percent });
  if (status === 422) {
    console.error(refusal(body.message, body.reasons ?? []));
    return 1;
  }
  console.log('Released as a canary:');
  for (const line of stateLines(body)) console.log(`  ${line}`);
  console.log('Promote it or roll it back in the admin area’s Releases screen.');
  return 0;
}

try {
  process.exitCode = await release(settings(process.argv.slice(2), process.env));
} catch (error) {
  if (!(error instanceof Misuse || error instanceof GatewayError)) throw error;
  console.error(error.message);
  process.exitCode = error instanceof Misuse ? 2 : 1;
}
