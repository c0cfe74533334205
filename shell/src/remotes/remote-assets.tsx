import { createContext, useContext } from 'react';
import { BOOT_PRELOAD_META, type RemoteAssetMap, type RemoteName } from '@site/contracts';
import { PageStyleTag } from '../document/Document';

/** Provided by the server render only: in the browser the federation runtime loads a module's files itself. */
export const RemoteAssetsContext = createContext<RemoteAssetMap | null>(null);

/**
 * False around an area the browser draws only once it is scrolled to (a home section): preloading its scripts would
 * only slow the ones the page needs first.
 */
export const PreloadScriptsContext = createContext(true);

/**
 * On the server, a mounted module's stylesheets go into the page's head (its text is drawn with them, and would move
 * when they arrived) and its scripts are named for the boot script to preload once the page is painted (React hoists
 * the `<meta>` into the head), so the browser hydrates the area as soon as it can.
 */
export function RemoteModuleAssets({ remote, module }: { remote: RemoteName; module: string }) {
  const remoteAssets = useContext(RemoteAssetsContext)?.[remote];
  const assets = remoteAssets?.modules[module];
  const preloadScripts = useContext(PreloadScriptsContext);
  if (!remoteAssets || !assets) return null;
  return (
    <>
      {preloadScripts &&
        [remoteAssets.entry, ...assets.js].map((href) => <meta key={href} name={BOOT_PRELOAD_META} content={href} />)}
      {assets.css.map((style) => (
        <PageStyleTag key={style.href} style={style} precedence="remotes" />
      ))}
    </>
  );
}
