// The server target of every front end: the same sources as the browser build, bundled for Node with
// Module Federation's Node runtime, so the render process loads each remote's screens from where
// `/remotes.json` points, as the browser does.
import { createRequire } from 'node:module';
import path from 'node:path';
import { swcRule } from '../swc-rule.js';
import { SERVER_DIR, SERVER_ENTRY_FILE } from './server-entry.js';

// The package's ES module build resolves its own runtime plugin from the wrong folder; its CommonJS build does not.
const require = createRequire(import.meta.url);
const { UniversalFederationPlugin } = require('@module-federation/node');

/**
 * @param {object} o
 * @param {string} o.name federation name
 * @param {string} o.dir the app's folder
 * @param {'host'|'remote'} o.kind
 * @param {boolean} o.production
 * @param {Record<string, object>} o.shared the browser build's shared singletons
 * @param {Record<string, string>} o.exposes remotes only
 */
export function serverConfig({ name, dir, kind, production, shared, exposes }) {
  const isHost = kind === 'host';
  // Styles belong to the browser; images keep the URL the browser build gives them.
  const assetRule = { type: 'asset/resource', generator: { emit: false } };
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'async-node',
    entry: isHost ? { server: './src/server/index.tsx' } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      // Chunks load from beside the remote entry, wherever `/remotes.json` points (the Node runtime's fallback).
      publicPath: isHost ? '/' : '',
      // The apps are ES module packages: a CommonJS bundle Node requires must say so by its extension.
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs-module' },
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      conditionNames: ['source', 'node', 'import', 'module', 'default'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        { test: /[\\/]node_modules[\\/]\.federation[\\/]/, type: 'javascript/auto' },
        swcRule({ target: 'es2022' }),
        { test: /\.css$/, ...assetRule },
        { test: /[\\/]src[\\/]public[\\/]/, ...assetRule, generator: { emit: false, filename: '[name][ext]' } },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, exclude: /[\\/]src[\\/]public[\\/]/, ...assetRule },
      ],
    },
    plugins: [
      new UniversalFederationPlugin({
        name,
        isServer: true,
        useRuntimePlugin: true,
        ...(isHost ? {} : { filename: SERVER_ENTRY_FILE, exposes }),
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        remotes: {},
        // Without the browser's runtime tree-shaking of the router: the server loads whole packages.
        shared: Object.fromEntries(
          Object.entries(shared).map(([key, { treeShaking: _unused, ...config }]) => [key, config]),
        ),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}
