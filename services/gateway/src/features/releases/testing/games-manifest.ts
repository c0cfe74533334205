import { FEDERATION_CONTRACT_VERSION } from '@site/contracts';

/** The parts of an `mf-manifest.json` a release is judged by. */
export interface TestManifest {
  id: string;
  name: string;
  metaData: {
    name: string;
    remoteEntry: { name: string; path: string; type?: string };
    buildInfo: { buildVersion: string; commit: string; contractVersion?: number };
    publicPath?: string;
  };
  shared: { name: string; requiredVersion: string; singleton: boolean }[];
  exposes: { name: string }[];
}

/** The text of a games build's manifest as a team's CI uploads it, changed by `change`. */
export function gamesManifest(version: string, change: (manifest: TestManifest) => void = () => undefined): string {
  const manifest: TestManifest = {
    id: 'games',
    name: 'games',
    metaData: {
      name: 'games',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      buildInfo: { buildVersion: version, commit: `commit-${version}`, contractVersion: FEDERATION_CONTRACT_VERSION },
      publicPath: 'auto',
    },
    shared: [
      { name: 'react', requiredVersion: '^19.1.0', singleton: true },
      { name: 'react-router-dom', requiredVersion: '^7.18.5', singleton: true },
    ],
    exposes: [{ name: 'App' }, { name: 'GameTeaser' }],
  };
  change(manifest);
  return JSON.stringify(manifest);
}
