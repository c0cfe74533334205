import {
  Component,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type Attributes,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import type { ExposedModule, ExposedProps, RemoteName } from '@site/contracts';
import { DrawnRemotesContext } from './drawn-remotes';
import { countError, countView } from './health-beacon';
import { loadRemoteModule, manifestUrlOf, retryRemoteModule } from './registry';
import { RemoteModuleAssets } from './remote-assets';
import { RemoteFailure } from './RemoteFailure';

interface BoundaryProps {
  remote: RemoteName;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, so only its own area is lost. */
class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  // Once per caught error: the boundary then shows its fallback until a retry mounts a new one.
  componentDidCatch() {
    countError(this.props.remote, manifestUrlOf(this.props.remote));
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * Drawn beside the module, so it commits only once the module has rendered: a view of the remote's version on each
 * page (an area kept across a change of query string counts again).
 */
function CountView({ remote }: { remote: RemoteName }) {
  const { pathname, search } = useLocation();
  useEffect(() => countView(remote, manifestUrlOf(remote)), [remote, pathname, search]);
  return null;
}

/** The module's props as the remote declares them in `RemoteModules`: required when it has required ones. */
type PropsOf<R extends RemoteName, M extends ExposedModule<R>> =
  Record<never, never> extends ExposedProps<R, M> ? { props?: ExposedProps<R, M> } : { props: ExposedProps<R, M> };

/**
 * Which module of which remote, with the props it takes. `Attributes` (the optional `key`) lets a
 * generic caller spread it: TypeScript cannot relate a type holding an unresolved conditional to
 * that all-optional type otherwise.
 */
export type RemoteModuleRef<R extends RemoteName, M extends ExposedModule<R>> = Attributes & {
  remote: R;
  /** The exposed module without its `./`, e.g. `App` or `RecentEssays`. */
  module: M;
} & PropsOf<R, M>;

export type RemoteAreaProps<R extends RemoteName, M extends ExposedModule<R>> = RemoteModuleRef<R, M> & {
  /** What the visitor reads in the failure box: "The essays could not be loaded." */
  label: string;
  loading: ReactNode;
};

/**
 * Mounts one exposed module of a remote. Retry builds a fresh `lazy()` and a fresh boundary:
 * React caches a lazy component's rejection, the federation runtime does not.
 */
export function RemoteArea<R extends RemoteName, M extends ExposedModule<R>>({
  remote,
  module,
  label,
  loading,
  props,
}: RemoteAreaProps<R, M>) {
  // On the server: the page drew an area of this remote.
  useContext(DrawnRemotesContext)?.add(remote);
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () =>
      lazy(() =>
        (attempt === 0 ? loadRemoteModule : retryRemoteModule)<{ default: ComponentType<ExposedProps<R, M>> }, R>(
          remote,
          module,
        ),
      ),
    // Each retry must get a new lazy component.
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      fallback={(error) => <RemoteFailure label={label} error={error} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <RemoteModuleAssets remote={remote} module={module} />
      <Suspense fallback={loading}>
        <Remote {...(props as ExposedProps<R, M> & JSX.IntrinsicAttributes)} />
        <CountView remote={remote} />
      </Suspense>
    </RemoteBoundary>
  );
}
