import { createContext, useContext } from 'react';
import { preload } from 'react-dom';
import type { RemoteAssetMap, RemoteName } from '@site/contracts';
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
 * when they arrived) and its scripts are preloaded, so the browser hydrates the area as soon as it can.
 */
export function RemoteModuleAssets({ remote, module }: { remote: RemoteName; module: string }) {
  const remoteAssets = useContext(RemoteAssetsContext)?.[remote];
  const assets = remoteAssets?.modules[module];
  const preloadScripts = useContext(PreloadScriptsContext);
  if (!remoteAssets || !assets) return null;
  if (preloadScripts) {
    for (const href of [remoteAssets.entry, ...assets.js]) preload(href, { as: 'script', fetchPriority: 'low' });
  }
  return assets.css.map((style) => <PageStyleTag key={style.href} style={style} precedence="remotes" />);
}
