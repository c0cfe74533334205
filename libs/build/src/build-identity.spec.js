import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCommit, contractVersion, withBuildIdentity } from './build-identity.js';

const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'build-identity-'));

/** An app folder whose `@site/contracts` is a built package exporting `source`. */
function appWithContracts(source) {
  const dir = scratch();
  const contracts = path.join(dir, 'node_modules', '@site', 'contracts');
  mkdirSync(path.join(contracts, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'app', type: 'module' }));
  writeFileSync(
    path.join(contracts, 'package.json'),
    JSON.stringify({
      name: '@site/contracts',
      type: 'module',
      exports: { '.': { types: './src/index.ts', source: './src/index.ts', default: './dist/index.js' } },
    }),
  );
  writeFileSync(path.join(contracts, 'dist', 'index.js'), source);
  return dir;
}

describe('buildCommit', () => {
  it("takes CI's GIT_COMMIT first", () => {
    expect(buildCommit(scratch(), { GIT_COMMIT: 'abc123' })).toBe('abc123');
  });

  it("else reads the repository's HEAD", () => {
    const dir = scratch();
    const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    git('init', '--quiet');
    git('-c', 'user.name=CI', '-c', 'user.email=ci@example.org', 'commit', '--quiet', '--allow-empty', '-m', 'first');
    const nested = path.join(dir, 'remotes', 'games');
    mkdirSync(nested, { recursive: true });
    expect(buildCommit(nested, {})).toBe(git('rev-parse', 'HEAD'));
  });

  it('is omitted without git', () => {
    expect(buildCommit(scratch(), {})).toBeUndefined();
  });
});

describe('contractVersion', () => {
  it("reads FEDERATION_CONTRACT_VERSION from the app's built @site/contracts", async () => {
    expect(await contractVersion(appWithContracts('export const FEDERATION_CONTRACT_VERSION = 7;'))).toBe(7);
  });

  it('refuses a build of the contracts that does not have it', async () => {
    await expect(contractVersion(appWithContracts('export const OTHER = 1;'))).rejects.toThrow(
      'has no FEDERATION_CONTRACT_VERSION: build @site/contracts first',
    );
  });
});

describe('withBuildIdentity', () => {
  const stats = () => ({ id: 'games', metaData: { buildInfo: { buildVersion: '0.1.0', buildName: 'games' } } });

  it("adds the commit and the contracts' version to the manifest's build info", () => {
    expect(withBuildIdentity({ commit: 'abc123', contractVersion: 2 })({ stats: stats() }).metaData.buildInfo).toEqual({
      buildVersion: '0.1.0',
      buildName: 'games',
      commit: 'abc123',
      contractVersion: 2,
    });
  });

  it('leaves the commit out when there is none', () => {
    expect(withBuildIdentity({ contractVersion: 2 })({ stats: stats() }).metaData.buildInfo).toEqual({
      buildVersion: '0.1.0',
      buildName: 'games',
      contractVersion: 2,
    });
  });
});
