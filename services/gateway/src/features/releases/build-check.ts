import { createHash } from 'node:crypto';
import { FEDERATION_CONTRACT_VERSION, REMOTE_EXPOSES, type RemoteName } from '@site/contracts';
import semver from 'semver';

/** The parts of a remote's `mf-manifest.json` a release is judged by. */
interface FederationManifest {
  name?: string;
  metaData: {
    name?: string;
    remoteEntry: { name: string };
    buildInfo?: { buildVersion?: string; commit?: string; contractVersion?: number };
  };
  shared?: { name: string; requiredVersion?: string; singleton?: boolean }[];
  exposes: { name: string }[];
}

/** A build as its manifest describes it. */
export interface ReadBuild {
  buildId: string;
  version: string;
  commit: string | null;
  manifest: FederationManifest;
}

function isFederationManifest(value: unknown): value is FederationManifest {
  const manifest = value as FederationManifest | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/** The manifest's text as a build, or why it is none. */
export function parseBuild(text: string): ReadBuild | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'The manifest is not JSON.';
  }
  if (!isFederationManifest(parsed)) return 'The manifest is not a Module Federation manifest (mf-manifest.json).';
  const info = parsed.metaData.buildInfo ?? {};
  return {
    buildId: createHash('sha256').update(text).digest('hex').slice(0, 16),
    version: typeof info.buildVersion === 'string' ? info.buildVersion.slice(0, 100) : 'unknown',
    commit: typeof info.commit === 'string' ? info.commit.slice(0, 100) : null,
    manifest: parsed,
  };
}

/**
 * Why the build may not be released as `remote` beside a shell that provides `shellShared` (package → version):
 * empty when it may. It must be that remote's build, expose every module the shell mounts, be built against the
 * shell's contract version, and share each of the shell's singletons it uses as a singleton, with a range the shell's
 * version satisfies (else it would run a second React, or fail to load).
 */
export function buildProblems(remote: RemoteName, build: ReadBuild, shellShared: Record<string, string>): string[] {
  const { manifest } = build;
  const problems: string[] = [];
  const name = manifest.metaData.name ?? manifest.name;
  if (name !== remote)
    problems.push(`The manifest is the build of “${name ?? 'an unnamed remote'}”, not of ${remote}.`);
  const exposed = new Set(manifest.exposes.map((expose) => expose.name.replace(/^\.\//, '')));
  for (const module of REMOTE_EXPOSES[remote]) {
    if (!exposed.has(module)) problems.push(`It does not expose ./${module}, which the shell mounts.`);
  }
  const contract = manifest.metaData.buildInfo?.contractVersion;
  if (contract === undefined) {
    problems.push('It does not say which contract version it was built against (metaData.buildInfo.contractVersion).');
  } else if (contract !== FEDERATION_CONTRACT_VERSION) {
    problems.push(`It was built against contract version ${contract}; the shell’s is ${FEDERATION_CONTRACT_VERSION}.`);
  }
  // A module the build does not use is not in its manifest, and needs no copy of its own either.
  for (const entry of manifest.shared ?? []) {
    const version = shellShared[entry.name];
    if (version === undefined) continue;
    if (!entry.singleton) {
      problems.push(`It shares ${entry.name} but not as a singleton: it would run its own copy beside the shell’s.`);
    } else if (entry.requiredVersion && !semver.satisfies(version, entry.requiredVersion)) {
      problems.push(`It needs ${entry.name} ${entry.requiredVersion}; the shell provides ${version}.`);
    }
  }
  return problems;
}
