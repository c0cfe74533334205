// Renders an app's own screens in Node at build time: the entry is bundled as the browser build
// bundles it (the app's sources and workspace libs through the same loaders), then required.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { swcRule } from '../swc-rule.js';

const require = createRequire(import.meta.url);

/**
 * A Node bundle of `entry`: the app's own sources and workspace libs compiled as for the browser,
 * packages left to Node, styles and images reduced to the URLs the browser build gives them under
 * `publicPath`.
 */
function nodeConfig({ name, dir, entry, outputPath, publicPath }) {
  const assetRule = { type: 'asset/resource', generator: { emit: false } };
  return {
    name,
    mode: 'none',
    context: dir,
    target: 'node',
    entry: { [name]: entry },
    devtool: false,
    output: {
      path: outputPath,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath,
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
        swcRule({ target: 'es2022' }),
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

/**
 * Compiles `entry` (relative to `dir`) for Node and requires it. `name` names the bundle and the
 * error messages; `publicPath` prefixes the URLs of the images and styles the entry imports.
 * @returns {Promise<Record<string, unknown>>} the entry's exports
 */
export async function loadNodeEntry(webpack, { name, dir, entry, publicPath = '/' }) {
  const outputPath = path.join(dir, 'node_modules', '.cache', name);
  mkdirSync(outputPath, { recursive: true });
  const compiler = webpack(nodeConfig({ name, dir, entry, outputPath, publicPath }));
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close(() => (error ? reject(error) : resolve(result)));
    });
  });
  if (stats.hasErrors()) throw new Error(`${name}: ${stats.toString({ all: false, errors: true })}`);
  const file = path.join(outputPath, `${name}.cjs`);
  delete require.cache[file];
  return renderStep(`${name}: ${entry}`, () => require(file));
}

/**
 * Runs one step of rendering with the failure's stack kept: webpack prints only a plugin error's
 * message, which would hide where the screen failed.
 */
export function renderStep(label, step) {
  try {
    return step();
  } catch (error) {
    throw new Error(`${label} failed to render\n${error.stack}`, { cause: error });
  }
}
