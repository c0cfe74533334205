// One webpack + Module Federation config for every browser app, so the host and
// the remotes can never disagree on shared singletons or runtime settings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { buildCommit, contractVersion, withBuildIdentity } from './build-identity.js';
import { ROUTER_EXPORTS } from './router-exports.js';
import { PageAssetsPlugin } from './server/page-assets-plugin.js';
import { serverConfig } from './server/server-config.js';
import { SERVER_DIR } from './server/server-entry.js';
import { swcRule } from './swc-rule.js';

export { ROUTER_EXPORTS };

const require = createRequire(import.meta.url);
// Not HTML: the gateway composes each page's HTML per request and compresses it then.
const COMPRESSIBLE = /\.(m?js|css|json|svg)$/;
const REMOTE_INDEX = path.join(import.meta.dirname, 'remote-index.html');

/**
 * Singletons shared by the host and every remote (DESIGN "Runtime composition"). No framer-motion:
 * the one animation, the page transition, is CSS (see shell PageTransition).
 */
export const sharedSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@site/shell-api',
  '@site/api-client',
];

/** The package a shared module comes from: `react` for `react/jsx-runtime`, `@site/ui` for `@site/ui`. */
function packageOf(moduleName) {
  return moduleName
    .split('/')
    .slice(0, moduleName.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The version of a package as the app in `dir` installs it, from that package's own package.json. */
function installedVersion(dir, packageName) {
  let folder = path.dirname(createRequire(path.join(dir, 'package.json')).resolve(packageName));
  for (;;) {
    const file = path.join(folder, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      if (json.name === packageName) return json.version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json found for ${packageName} from ${dir}`);
    folder = parent;
  }
}

/** The version of each singleton this app provides: a remote's release is checked against the host's. */
function providedVersions(dir) {
  return Object.fromEntries(sharedSingletons.map((name) => [name, installedVersion(dir, packageOf(name))]));
}

/**
 * Large libraries that only some screens need: shared as one copy per visit (a reader going from an essay's diagram
 * to a lesson's downloads mermaid once), fetched on first use, and provided only by the apps whose dependencies
 * include the lib that imports them, so the others neither build nor offer them.
 */
const lazilyShared = [{ name: 'mermaid', usedThrough: '@site/markdown' }];

/**
 * Each singleton asks for the version this app was built with (same major, at least this one).
 * Not strict: with a mismatch the page's copy is used and the shell logs it, rather than the
 * remote failing to load.
 */
function shared(dir) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const names = [
    ...sharedSingletons,
    ...lazilyShared.filter(({ usedThrough }) => usedThrough in dependencies).map(({ name }) => name),
  ];
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: `^${installedVersion(dir, packageOf(name))}`,
        strictVersion: false,
        ...(name === 'react-router-dom' ? { treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } } : {}),
      },
    ]),
  );
}

/**
 * A remote exposes each module of its `src/exposes/` folder under the file's name (`./App` for
 * `App.tsx`): the folder is the one list, so a module the contracts name cannot be left unexposed.
 */
export function exposedModules(dir) {
  const folder = path.join(dir, 'src', 'exposes');
  const files = readdirSync(folder).filter((file) => /^[A-Z]\w*\.tsx?$/.test(file));
  if (!files.some((file) => /^App\.tsx?$/.test(file))) throw new Error(`${folder} has no App module`);
  return Object.fromEntries(files.map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./src/exposes/${file}`]));
}

/**
 * react-router's package exports name only its development build, whose warnings and checks cost the browser about
 * 15 ms of a slow phone's main thread on every page; its production build sits beside it, and readers get that one.
 */
function productionRouter(dir) {
  // The react-router that the app's react-router-dom imports.
  const routerDom = createRequire(path.join(dir, 'package.json')).resolve('react-router-dom');
  const folder = path.join(
    path.dirname(createRequire(routerDom).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return {
    'react-router$': path.join(folder, 'index.mjs'),
    'react-router/dom$': path.join(folder, 'dom-export.mjs'),
  };
}

/**
 * @param {object} o
 * @param {string} o.name federation name (shell, content, learn, games, library, admin)
 * @param {string} o.dir the app's folder
 * @param {number} o.port dev-server port
 * @param {'host'|'remote'} o.kind
 */
export function createWebpackConfig({ name, dir, port, kind }) {
  return async (_env, argv) => {
    const production = argv.mode !== 'development';
    const serving = Boolean(process.env.WEBPACK_SERVE);
    const isHost = kind === 'host';
    // A remote served alone by its team has no host to lend it the federation runtime.
    const standalone = !isHost && serving;
    // Only a remote's build is released: its dev server's manifest never is.
    const identity =
      isHost || serving
        ? null
        : withBuildIdentity({ commit: buildCommit(dir), contractVersion: await contractVersion(dir) });
    const browser = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isHost || standalone ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // A standalone remote serves its own index.html at deep links, so it needs an absolute path too.
        publicPath: isHost || standalone ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        // The server target writes beside it.
        clean: { keep: (file) => file.startsWith(`${SERVER_DIR}/`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        ...(production ? { alias: productionRouter(dir) } : {}),
      },
      module: {
        rules: [
          // The entry Module Federation writes to tree-shake a shared package imports its default export, which an
          // ES module package (every app's `"type": "module"`) would treat as strict ESM and refuse.
          { test: /[\\/]node_modules[\\/]\.federation[\\/]/, type: 'javascript/auto' },
          swcRule({ target: 'es2020', development: !production }),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
          // Files in src/public keep their names: they are addressed by fixed URLs (/og-default.png).
          {
            test: /[\\/]src[\\/]public[\\/]/,
            type: 'asset/resource',
            generator: { filename: '[name][ext]' },
          },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, exclude: /[\\/]src[\\/]public[\\/]/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposedModules(dir) }),
          remotes: {},
          shared: shared(dir),
          shareStrategy: 'loaded-first',
          manifest: isHost
            ? false
            : { fileName: 'mf-manifest.json', ...(identity ? { additionalData: identity } : {}) },
          dts: false,
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !standalone }),
            // Browsers only: the runtime drops its Node loaders (vm, SourceTextModule), a third of its code.
            optimization: { target: 'web' },
          },
        }),
        ...(isHost || standalone
          ? [
              new HtmlWebpackPlugin({
                // A remote's page, served only when it runs alone, differs from the others by its title.
                ...(isHost ? { template: './src/index.html' } : { template: REMOTE_INDEX, title: `${name} remote` }),
                scriptLoading: 'defer',
                favicon: existsSync(path.join(dir, 'src/public/favicon.svg')) ? './src/public/favicon.svg' : undefined,
              }),
            ]
          : []),
        ...(isHost ? [new PageAssetsPlugin({ entry: 'main', app: 'bootstrap', shared: providedVersions(dir) })] : []),
        // Precompressed copies the gateway serves as they are: no compression work per request.
        ...(production
          ? [
              new CompressionPlugin({
                test: COMPRESSIBLE,
                filename: '[path][base].gz',
                algorithm: 'gzip',
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            // A stylesheet that several lazy chunks import is written once, into one file of its own, rather than
            // into each chunk's: a page inlines the stylesheets of every chunk it may draw, and copies cost its parse.
            sharedStyles: {
              type: 'css/mini-extract',
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              enforce: true,
            },
          },
        },
        // swc's minifier: terser took minutes on mermaid with two cores, swc takes seconds.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: true, mangle: true },
          }),
          // The stylesheets keep their comments for the next engineer, not for readers: every first HTML inlines the
          // page's CSS, and a page within one round trip's worth of bytes paints a round trip sooner.
          new MinimizerPlugin({ test: /\.css$/, minify: webpack.css.syntax.cssMinify }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json'], target: 'http://127.0.0.1:8080' }],
      },
    };
    // A team serving its remote alone needs no server target; every build makes both.
    if (serving) return browser;
    const server = serverConfig({
      name,
      dir,
      kind,
      production,
      shared: shared(dir),
      exposes: isHost ? {} : exposedModules(dir),
    });
    return [browser, server];
  };
}
