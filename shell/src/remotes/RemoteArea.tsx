import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type Attributes,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import type { ExposedModule, ExposedProps, RemoteName } from '@site/contracts';
import { loadRemoteModule, retryRemoteModule } from './registry';
import { RemoteModuleAssets } from './remote-assets';
import { RemoteFailure } from './RemoteFailure';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, so only its own area is lost. */
class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
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
      fallback={(error) => <RemoteFailure label={label} error={error} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <RemoteModuleAssets remote={remote} module={module} />
      <Suspense fallback={loading}>
        <Remote {...(props as ExposedProps<R, M> & JSX.IntrinsicAttributes)} />
      </Suspense>
    </RemoteBoundary>
  );
}
