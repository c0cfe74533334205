import { useSiteOrigin } from '@site/shell-api';
import { Button } from '@site/ui';
import type { Surface } from './surfaces';
import { useCopyAddress } from './use-copy-address';

/** One machine-readable address, as text to select (it is a file, not a page) and a button that copies it. */
export function CopyableUrl({ surface }: { surface: Surface }) {
  const copy = useCopyAddress();
  const url = useSiteOrigin() + surface.path;
  return (
    <li className="content-surface">
      <p className="content-surface__name">{surface.name}</p>
      <p className="content-surface__description">{surface.description}</p>
      <div className="content-surface__url">
        <code>{url}</code>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Copy ${surface.name} address`}
          onClick={() => void copy(url)}
        >
          Copy
        </Button>
      </div>
    </li>
  );
}

export function CopyableUrls({ surfaces }: { surfaces: readonly Surface[] }) {
  return (
    <ul className="content-surfaces">
      {surfaces.map((surface) => (
        <CopyableUrl key={surface.path} surface={surface} />
      ))}
    </ul>
  );
}
