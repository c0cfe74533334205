import { FEDERATION_CONTRACT_VERSION } from '@site/contracts';
import { gamesManifest, type TestManifest } from './testing/games-manifest.js';
import { buildProblems, parseBuild, type ReadBuild } from './build-check.js';

const SHELL = { react: '19.3.1', 'react-router-dom': '7.18.5' };

/** A games build's manifest, read as the gateway reads one. */
const gamesBuild = (change?: (manifest: TestManifest) => void) =>
  parseBuild(gamesManifest('0.2.0', change)) as ReadBuild;

describe('parseBuild', () => {
  it('reads the version, commit and a fingerprint of the text', () => {
    const build = gamesBuild();
    expect(build).toMatchObject({ version: '0.2.0', commit: 'commit-0.2.0' });
    expect(build.buildId).toMatch(/^[0-9a-f]{16}$/);
    expect(gamesBuild((m) => (m.metaData.buildInfo.commit = 'def456')).buildId).not.toBe(build.buildId);
  });

  it('says why a text is no manifest', () => {
    expect(parseBuild('<html>')).toBe('The manifest is not JSON.');
    expect(parseBuild('{"name":"games"}')).toBe('The manifest is not a Module Federation manifest (mf-manifest.json).');
  });
});

describe('buildProblems', () => {
  it('passes a build of the remote that exposes what the shell mounts and shares its singletons', () => {
    expect(buildProblems('games', gamesBuild(), SHELL)).toEqual([]);
  });

  it('lists every problem of a build at once', () => {
    const build = gamesBuild((m) => {
      m.metaData.name = 'learn';
      m.exposes = [{ name: './App' }];
      m.metaData.buildInfo.contractVersion = FEDERATION_CONTRACT_VERSION + 1;
      m.shared = [
        { name: 'react', requiredVersion: '^20.0.0', singleton: true },
        { name: 'react-router-dom', requiredVersion: '^7.18.5', singleton: false },
      ];
    });
    expect(buildProblems('games', build, SHELL)).toEqual([
      'The manifest is the build of “learn”, not of games.',
      'It does not expose ./GameTeaser, which the shell mounts.',
      `It was built against contract version ${FEDERATION_CONTRACT_VERSION + 1}; the shell’s is ${FEDERATION_CONTRACT_VERSION}.`,
      'It needs react ^20.0.0; the shell provides 19.3.1.',
      'It shares react-router-dom but not as a singleton: it would run its own copy beside the shell’s.',
    ]);
  });

  it('leaves alone a singleton of the shell the build does not use', () => {
    const build = gamesBuild((m) => (m.shared = m.shared.filter((entry) => entry.name !== 'react-router-dom')));
    expect(buildProblems('games', build, SHELL)).toEqual([]);
  });

  it('asks for the contract version a build was made against', () => {
    const build = gamesBuild((m) => delete m.metaData.buildInfo.contractVersion);
    expect(buildProblems('games', build, SHELL)).toEqual([
      'It does not say which contract version it was built against (metaData.buildInfo.contractVersion).',
    ]);
  });
});
