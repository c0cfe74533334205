// The host's frame (banner, header, footer) rendered at build time into index.html, so the first
// HTML shows it before any script runs and nothing moves when React mounts (DESIGN "The first HTML").
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const require = createRequire(import.meta.url);
const NAME = 'FramePlugin';
const EMPTY_ROOT = '<div id="root"></div>';

/** `index.html` with `frame` inside its empty `#root`; a template without one is a build error, not a blank page. */
export function insertFrame(html, frame) {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${NAME}: the template has no ${EMPTY_ROOT}`);
  return html.replace(EMPTY_ROOT, () => `<div id="root">${frame}</div>`);
}

/**
 * A Node bundle of the frame's entry: the app's own sources and workspace libs compiled as for the
 * browser, packages left to Node, styles and images reduced to the URLs the browser build gives them.
 */
function nodeConfig({ dir, entry, outputPath }) {
  const assetRule = { type: 'asset/resource', generator: { emit: false } };
  return {
    name: 'frame',
    mode: 'none',
    context: dir,
    target: 'node',
    entry: { frame: entry },
    devtool: false,
    output: {
      path: outputPath,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      conditionNames: ['source', 'node', 'import', 'module', 'default'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        const isPackage = /^[a-z@]/i.test(request) && !request.startsWith('@site/') && !request.endsWith('.css');
        callback(undefined, isPackage ? `commonjs ${request}` : undefined);
      },
    ],
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.css$/, ...assetRule },
        {
          test: /[\\/]src[\\/]public[\\/]/,
          ...assetRule,
          generator: { emit: false, filename: '[name][ext]' },
        },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, exclude: /[\\/]src[\\/]public[\\/]/, ...assetRule },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** Compiles the frame's entry for Node and calls its `renderFrame()`. */
async function renderFrame(webpack, options) {
  const outputPath = path.join(options.dir, 'node_modules', '.cache', 'frame');
  mkdirSync(outputPath, { recursive: true });
  const compiler = webpack(nodeConfig({ ...options, outputPath }));
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => (error ? reject(error) : resolve(result)));
    });
  });
  if (stats.hasErrors()) throw new Error(`${NAME}: ${stats.toString({ all: false, errors: true })}`);
  const file = path.join(outputPath, 'frame.cjs');
  delete require.cache[file];
  let html;
  try {
    html = require(file).renderFrame();
  } catch (error) {
    // webpack prints only the message: keep where it failed.
    throw new Error(`${NAME}: ${options.entry} failed to render\n${error.stack}`, { cause: error });
  }
  if (typeof html !== 'string' || !html) throw new Error(`${NAME}: ${options.entry} rendered nothing`);
  return html;
}

/**
 * The stylesheets of the chunks the entry loads first (the app and its frame). Linked from the
 * HTML they style the frame before any script runs; the CSS loader finds them there by their
 * address and does not load them again.
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
        const links = firstChunksCss(compilation, 'main').map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: publicPath + file }),
        );
        data.assetTags.styles.push(...links);
        return data;
      });
      hooks.beforeEmit.tapPromise(NAME, async (data) => {
        data.html = insertFrame(data.html, await frame);
        return data;
      });
    });
  }
}
