// The host's first scripts and stylesheets, by address, for the render process: it draws the whole document
// (head included) from React, so it names them itself rather than reading html-webpack-plugin's page.
import webpack from 'webpack';

const NAME = 'PageAssetsPlugin';

/** The file the render process reads beside the host's build. */
export const PAGE_ASSETS_FILE = 'page-assets.json';

/** The version of each singleton the host provides, by package: the gateway checks a remote's release against it. */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';

const isScript = (file) => /\.m?js$/.test(file);
const isStyle = (file) => /\.css$/.test(file);

/**
 * The page's files under the public path: the entry's scripts, which the page runs; the app chunk's scripts, only
 * preloaded; and every stylesheet, the entry's and the app's first: the server draws any of the host's screens, and a
 * screen's styles arriving after the first paint would move its text.
 */
export function pageAssets(entryFiles, appFiles, allFiles, publicPath) {
  const address = (file) => `${publicPath}${file}`;
  const first = [...entryFiles, ...appFiles].filter(isStyle);
  return {
    scripts: entryFiles.filter(isScript).map(address),
    preloads: appFiles.filter(isScript).map(address),
    styles: [...first, ...allFiles.filter((file) => isStyle(file) && !first.includes(file)).sort()].map(address),
  };
}

export class PageAssetsPlugin {
  /**
   * @param {{ entry: string, app: string, shared?: Record<string, string> }} options the entry's name, the name of
   * the chunk it imports the app in, and the version of each singleton the host provides
   */
  constructor({ entry, app, shared = {} }) {
    this.entry = entry;
    this.app = app;
    this.shared = shared;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entryFiles = compilation.entrypoints.get(this.entry)?.getFiles() ?? [];
          const appFiles = compilation.namedChunkGroups.get(this.app)?.getFiles() ?? [];
          const publicPath = compilation.getAssetPath(compilation.outputOptions.publicPath ?? '', {});
          const allFiles = compilation.getAssets().map((asset) => asset.name);
          const json = JSON.stringify(pageAssets(entryFiles, appFiles, allFiles, publicPath), null, 2);
          compilation.emitAsset(PAGE_ASSETS_FILE, new webpack.sources.RawSource(json));
          compilation.emitAsset(
            SHARED_VERSIONS_FILE,
            new webpack.sources.RawSource(JSON.stringify(this.shared, null, 2)),
          );
        },
      );
    });
  }
}
