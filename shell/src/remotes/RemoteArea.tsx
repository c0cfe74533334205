import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import { loadRemoteModule, type RemoteName } from './registry';
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

export interface RemoteAreaProps<P extends object> {
  remote: RemoteName;
  /** The exposed module without its `./`, e.g. `App` or `RecentEssays`. */
  module: string;
  /** What the visitor reads in the failure box: "The essays could not be loaded." */
  label: string;
  loading: ReactNode;
  props?: P;
}

/**
 * Mounts one exposed module of a remote. Retry builds a fresh `lazy()` and a fresh boundary:
 * React caches a lazy component's rejection, the federation runtime does not.
 */
export function RemoteArea<P extends object>({ remote, module, label, loading, props }: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(remote, module)),
    // `attempt` is the point: each retry must get a new lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary
      key={attempt}
      fallback={(error) => <RemoteFailure label={label} error={error} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={loading}>
        <Remote {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    </RemoteBoundary>
  );
}
