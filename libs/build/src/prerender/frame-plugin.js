// The host's frame (banner, header, footer) rendered at build time into index.html, so the first
// HTML shows it before any script runs and nothing moves when React mounts (DESIGN "The first HTML").
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { loadNodeEntry, renderStep } from './node-entry.js';

const NAME = 'FramePlugin';
const EMPTY_ROOT = '<div id="root"></div>';

/** `index.html` with `frame` inside its empty `#root`; a template without one is a build error, not a blank page. */
export function insertFrame(html, frame) {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${NAME}: the template has no ${EMPTY_ROOT}`);
  return html.replace(EMPTY_ROOT, () => `<div id="root">${frame}</div>`);
}

/** A stylesheet's text, fit to stand inside `<style>`: relative `url()`s would resolve against each page's address. */
export function inlineCss(file, css) {
  if (/<\/style/i.test(css)) throw new Error(`${NAME}: ${file} holds "</style" and cannot be written into the page`);
  const addresses = [...css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)].map((match) => match[2]);
  if (addresses.some((address) => !/^([a-z][\w+.-]*:|\/|#)/i.test(address))) {
    throw new Error(`${NAME}: ${file} has a relative url(), which a page's own address would break once inlined`);
  }
  return css;
}

/** Compiles the frame's entry for Node and calls its `renderFrame()`. */
async function renderFrame(webpack, { dir, entry }) {
  const module = await loadNodeEntry(webpack, { name: 'frame', dir, entry });
  const html = renderStep(`${NAME}: ${entry}`, () => module.renderFrame());
  if (typeof html !== 'string' || !html) throw new Error(`${NAME}: ${entry} rendered nothing`);
  return html;
}

/**
 * The stylesheets of the chunks the entry loads first (the app and its frame). Written into the
 * HTML (as `<style data-href>`) they style the frame before any script runs, with no round trip
 * first; the CSS loader finds them there by their address and does not load them again.
 */
function firstChunksCss(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const files = entrypoint
    .getChildren()
    .flatMap((group) => group.chunks)
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.css'));
  return [...new Set(files)];
}

/**
 * @param {object} o
 * @param {string} o.dir the app's folder
 * @param {string} o.entry a module exporting `renderFrame(): string`, relative to `dir`
 */
export class FramePlugin {
  constructor({ dir, entry }) {
    this.options = { dir, entry };
  }

  apply(compiler) {
    // Module Federation copies the plugins into compilers of its own, without HtmlWebpackPlugin:
    // no frame there.
    if (!compiler.options.plugins.some((plugin) => plugin instanceof HtmlWebpackPlugin)) return;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Compiled beside the browser build rather than after it: two cores, half the wait.
      const frame = renderFrame(compiler.webpack, this.options);
      frame.catch(() => undefined);
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        const styles = firstChunksCss(compilation, 'main').map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'style',
            { 'data-href': publicPath + file },
            inlineCss(file, compilation.getAsset(file).source.source().toString()),
          ),
        );
        data.assetTags.styles.push(...styles);
        return data;
      });
      hooks.beforeEmit.tapPromise(NAME, async (data) => {
        data.html = insertFrame(data.html, await frame);
        return data;
      });
    });
  }
}
