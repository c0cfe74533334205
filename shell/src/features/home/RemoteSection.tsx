import type { ReactNode } from 'react';
import type { ExposedModule, RemoteName } from '@site/contracts';
import { RemoteArea, type RemoteModuleRef } from '../../remotes/RemoteArea';
import { loadRemoteModule } from '../../remotes/registry';
import { PreloadScriptsContext } from '../../remotes/remote-assets';
import { WhenNear } from './WhenNear';

type RemoteSectionProps<R extends RemoteName, M extends ExposedModule<R>> = RemoteModuleRef<R, M> & {
  id: string;
  title: string;
  /** Read in the failure box when the remote cannot be loaded. */
  label: string;
  skeleton: ReactNode;
};

/** A home section drawn by a remote widget in its own error boundary, so one failure costs one section. */
export function RemoteSection<R extends RemoteName, M extends ExposedModule<R>>(section: RemoteSectionProps<R, M>) {
  const { id, title, skeleton, remote, module } = section;
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <WhenNear placeholder={skeleton} prepare={() => loadRemoteModule(remote, module)}>
        <PreloadScriptsContext value={false}>
          <RemoteArea<R, M> {...section} loading={skeleton} />
        </PreloadScriptsContext>
      </WhenNear>
    </section>
  );
}
