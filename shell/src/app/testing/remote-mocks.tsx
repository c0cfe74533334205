import type { ExposedModule, RemoteName } from '@site/contracts';
import type { RemoteAreaProps } from '../../remotes/RemoteArea';

/** Stands in for a federated module in tests: names the remote, module and props it was given. */
export function RemoteArea<R extends RemoteName, M extends ExposedModule<R>>(area: RemoteAreaProps<R, M>) {
  const { remote, module } = area;
  const props = 'props' in area ? area.props : undefined;
  return (
    <section aria-label={`${remote}/${module}`} data-props={JSON.stringify(props ?? {})}>
      Remote {remote}/{module}
    </section>
  );
}
