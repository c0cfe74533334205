import type { RouteOwner } from '../routes/table.js';

/** Every app of the route table but the shell is a remote. */
export type RemoteName = Exclude<RouteOwner, 'shell'>;

type EveryRemote<T extends Record<RemoteName, { App: NoProps }>> = T;

/** A module that takes no props, such as each remote's `App`. */
export type NoProps = Record<string, never>;

/**
 * The props of every module a remote exposes, by remote and module name (the exposed path
 * without `./`). The remote types its exposed component with it and the shell mounts the module
 * with it, so a change on either side fails typecheck on the other.
 */
export type RemoteModules = EveryRemote<{
  content: {
    App: NoProps;
    RecentEssays: { limit: number };
    RecentJournal: { limit: number };
  };
  learn: {
    App: NoProps;
    /** At most `limit` quiz cards; three by default. */
    QuizTeaser: { limit?: number };
    MyLearning: NoProps;
  };
  games: {
    App: NoProps;
    GameTeaser: NoProps;
  };
  library: {
    App: NoProps;
    /** The books being read now (at most four), for the home page. */
    ReadingNow: NoProps;
  };
  admin: { App: NoProps };
}>;

export type ExposedModule<R extends RemoteName> = keyof RemoteModules[R] & string;

export type ExposedProps<R extends RemoteName, M extends ExposedModule<R>> = RemoteModules[R][M];
