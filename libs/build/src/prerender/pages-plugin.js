// A remote's static pages rendered at build time, so the gateway can put their main text into
// each page's first HTML (DESIGN "The first HTML"): `pages/<routeId>.html` and `pages/index.json`.
import { createHash } from 'node:crypto';
import { loadNodeEntry, renderStep } from './node-entry.js';

const NAME = 'PagesPlugin';
const PAGES_DIR = 'pages';

/**
 * Stands for the remote's public path in the pages' asset URLs (images). Where the remote is deployed
 * is known only when the page is served: the gateway puts the remote's address in its place.
 */
export const REMOTE_PUBLIC_PATH = '/__remote_public_path__/';

const ROUTE_ID = /^[A-Za-z][\w-]*$/;

/**
 * `pages/index.json`: the public path placeholder and, per route id, its file and the hash of its
 * content, so a reader can cache a page for as long as the hash stays the same (the gateway checks
 * the hash against what it fetched).
 */
function pagesIndex(files) {
  const pages = Object.fromEntries(
    Object.entries(files).map(([id, html]) => [
      id,
      { file: `${id}.html`, hash: createHash('sha256').update(html).digest('base64url').slice(0, 16) },
    ]),
  );
  return { publicPath: REMOTE_PUBLIC_PATH, pages };
}

/** The entry's `pages` (route id → element) rendered as their main areas, by file name. */
export async function renderPages(webpack, { dir, entry }) {
  const module = await loadNodeEntry(webpack, { name: 'pages', dir, entry, publicPath: REMOTE_PUBLIC_PATH });
  const pages = module.pages;
  if (!pages || typeof pages !== 'object') throw new Error(`${NAME}: ${entry} exports no \`pages\``);
  // Loaded only here: the other builds need no React in the config's process.
  const { renderMain } = await import('./render-main.js');
  const files = {};
  for (const [id, element] of Object.entries(pages)) {
    if (!ROUTE_ID.test(id)) throw new Error(`${NAME}: "${id}" is not a route id`);
    files[id] = renderStep(`${NAME}: ${id}`, () => renderMain(element));
    if (!files[id]) throw new Error(`${NAME}: ${id} rendered nothing`);
  }
  return files;
}

/**
 * @param {object} o
 * @param {string} o.dir the app's folder
 * @param {string} o.entry a module exporting `pages`, route id → the element its screen renders
 *   for a visitor with no data fetched, relative to `dir`
 */
export class PagesPlugin {
  constructor({ dir, entry }) {
    this.options = { dir, entry };
  }

  apply(compiler) {
    // Module Federation copies the plugins into compilers of its own (one per tree-shaken shared
    // package); only the build's own compiler writes pages.
    this.compiler ??= compiler;
    if (this.compiler !== compiler) return;
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Compiled beside the browser build rather than after it: two cores, half the wait.
      const rendered = renderPages(webpack, this.options);
      rendered.catch(() => undefined);
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const files = await rendered;
          // Written as React rendered them: a minimizer would break the hashes in the index.
          const emit = (file, text) =>
            compilation.emitAsset(`${PAGES_DIR}/${file}`, new webpack.sources.RawSource(text), { minimized: true });
          for (const [id, html] of Object.entries(files)) emit(`${id}.html`, html);
          emit('index.json', JSON.stringify(pagesIndex(files), null, 2));
        },
      );
    });
  }
}
