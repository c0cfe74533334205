import type { RemoteAreaProps } from '../../remotes/RemoteArea';

/** Stands in for a federated module in tests: names the remote, module and props it was given. */
export function RemoteArea<P extends object>({ remote, module, props }: RemoteAreaProps<P>) {
  return (
    <section aria-label={`${remote}/${module}`} data-props={JSON.stringify(props ?? {})}>
      Remote {remote}/{module}
    </section>
  );
}
