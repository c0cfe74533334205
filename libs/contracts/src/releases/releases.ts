import type { ExposedModule, RemoteName } from '../federation/remote-modules.js';

/**
 * Every module the shell mounts of each remote: a release whose manifest lacks one is refused. Typed against
 * `RemoteModules`, so a module added there and not here (or the reverse) fails typecheck.
 */
export const REMOTE_EXPOSES = {
  content: ['App', 'RecentEssays', 'RecentJournal'],
  learn: ['App', 'QuizTeaser', 'MyLearning'],
  games: ['App', 'GameTeaser'],
  library: ['App', 'ReadingNow'],
  admin: ['App'],
} as const satisfies { [R in RemoteName]: readonly ExposedModule<R>[] };

type Listed<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];
/** True only when every exposed module of every remote is listed above. */
type EveryModuleListed = { [R in RemoteName]: Exclude<ExposedModule<R>, Listed<R>> }[RemoteName] extends never
  ? true
  : false;
const everyModuleListed: EveryModuleListed = true;
void everyModuleListed;

export const REMOTE_NAMES = Object.keys(REMOTE_EXPOSES) as RemoteName[];

/**
 * The version of the contracts between the shell and its remotes (the modules above and their props). A remote's
 * build writes it into its `mf-manifest.json` (`metaData.buildInfo.contractVersion`); a release built against
 * another version is refused. Raise it with any change of `RemoteModules` a built remote would not survive.
 */
export const FEDERATION_CONTRACT_VERSION = 1;

/** A share of visitors, in whole percent. */
export const CANARY_PERCENT_MIN = 1;
export const CANARY_PERCENT_MAX = 100;

/** The first-party cookie that keeps a visitor on the same version of each remote, across pages and visits. */
export const COHORT_COOKIE = 'site_cohort';

/** Releases of one remote listed in its history, newest first. */
export const RELEASE_HISTORY_MAX = 20;

/**
 * `stable`: what every visitor gets who is not in the canary's share. `canary`: on trial with a share of visitors.
 * `retired`: replaced by a later stable release. `withdrawn`: a canary taken back, by hand or by its error rate.
 */
export type ReleaseStatus = 'stable' | 'canary' | 'retired' | 'withdrawn';

export interface RemoteRelease {
  id: number;
  remote: RemoteName;
  /** Where its `mf-manifest.json` is: a path of this site or an absolute URL. */
  manifestUrl: string;
  /** A fingerprint of the manifest's text: two builds at one address are two releases. */
  buildId: string;
  /** `metaData.buildInfo.buildVersion` of the manifest. */
  version: string;
  /** `metaData.buildInfo.commit`, when the build wrote one. */
  commit: string | null;
  /** The account's name, the deploy token's name ("games CI"), or "configuration" for `/remotes.json`'s start. */
  releasedBy: string;
  releasedAt: string;
  status: ReleaseStatus;
  /** Why it left, in the author's words: "rolled back by its error rate: 14 errors in 220 views against 0 in 1,900". */
  note: string | null;
}

/** Page views of a release's areas and the errors met in them (load failures and errors its boundary caught). */
export interface ReleaseHealth {
  views: number;
  errors: number;
}

export interface RemoteReleaseState {
  remote: RemoteName;
  stable: RemoteRelease;
  canary: { release: RemoteRelease; percent: number; since: string } | null;
  /** Counted since the canary started; without a canary, over the last day. */
  health: { stable: ReleaseHealth; canary: ReleaseHealth | null };
  /** Newest first, at most `RELEASE_HISTORY_MAX`. */
  history: RemoteRelease[];
}

/** When a canary is withdrawn by itself: the README explains the rule. */
export interface RollbackRule {
  /** The canary's views before its rate is judged at all. */
  minViews: number;
  /** How much higher than the stable version's its error rate must be, in percentage points. */
  marginPoints: number;
  /** How unlikely the difference must be by chance: a two-proportion z-score at least this. */
  minZ: number;
}

/** GET /api/admin/releases. */
export interface ReleasesOverview {
  remotes: RemoteReleaseState[];
  rule: RollbackRule;
}

/** POST /api/releases/preflight. */
export interface PreflightRequest {
  remote: RemoteName;
  manifestUrl: string;
}

/** The checks of a build before it may be released: `reasons` lists every one it failed. */
export interface PreflightReport {
  ok: boolean;
  reasons: string[];
  /** Read from the manifest when it could be read. */
  version: string | null;
  buildId: string | null;
}

/** POST /api/releases: a canary for `percent` of visitors (100: every visitor, still to be promoted). */
export interface ReleaseRequest extends PreflightRequest {
  percent: number;
}

/** PUT /api/releases/{remote}/canary. */
export interface CanaryShare {
  percent: number;
}

/** A report's counts per remote and version are capped: one browser reports its own page views. */
export const HEALTH_REPORT_MAX_VIEWS = 50;

/** One browser's page views and errors of one version of one remote since its last report. */
export interface RemoteHealthCount {
  remote: RemoteName;
  /** The manifest URL the browser loaded it from, as `/remotes.json` gave it. */
  manifestUrl: string;
  views: number;
  errors: number;
}

/** POST /api/releases/health, sent with `navigator.sendBeacon`: no personal data. */
export interface RemoteHealthReport {
  counts: RemoteHealthCount[];
}

/** A team's token, scoped to one remote: it may pre-flight, release, promote and roll back that remote only. */
export interface DeployToken {
  id: number;
  remote: RemoteName;
  name: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The token itself is shown once, when made: only its hash is kept. */
export interface CreatedDeployToken extends DeployToken {
  token: string;
}

/** POST /api/admin/deploy-tokens. */
export interface DeployTokenRequest {
  remote: RemoteName;
  name: string;
}

export const DEPLOY_TOKEN_NAME_MAX = 80;

/** The answers a caller reads when a release is refused. */
export const RELEASE_MESSAGES = {
  refused: 'The build did not pass its pre-flight checks.',
  noCanary: (remote: RemoteName) => `The ${remote} remote has no canary.`,
  noEarlierStable: (remote: RemoteName) => `The ${remote} remote has no earlier stable release to go back to.`,
  wrongRemote: (remote: RemoteName) => `This deploy token may release only the ${remote} remote.`,
  badToken: 'This deploy token is not valid, or it has been revoked.',
  unknownToken: 'There is no such deploy token.',
} as const;
