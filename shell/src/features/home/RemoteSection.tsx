import type { ReactNode } from 'react';
import { RemoteArea } from '../../remotes/RemoteArea';
import type { RemoteName } from '../../remotes/registry';
import { WhenNear } from './WhenNear';

interface RemoteSectionProps<P extends object> {
  id: string;
  title: string;
  remote: RemoteName;
  module: string;
  props?: P;
  /** Read in the failure box when the remote cannot be loaded. */
  label: string;
  skeleton: ReactNode;
}

/** A home section drawn by a remote widget in its own error boundary, so one failure costs one section. */
export function RemoteSection<P extends object>({
  id,
  title,
  remote,
  module,
  props,
  label,
  skeleton,
}: RemoteSectionProps<P>) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <WhenNear placeholder={skeleton}>
        <RemoteArea remote={remote} module={module} props={props} label={label} loading={skeleton} />
      </WhenNear>
    </section>
  );
}
