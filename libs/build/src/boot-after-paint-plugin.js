// The host's page starts its scripts only after its first paint (the boot script, from the app's config):
// each script html-webpack-plugin would write becomes a preload marked for the boot script, which
// then runs them in the same order.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'BootAfterPaintPlugin';

/**
 * The page's tags with every external script turned into a marked preload, and the boot script last in
 * the body. A page without scripts is left as it is.
 */
export function bootAfterPaint({ headTags, bodyTags }, { script, markAttribute }) {
  const isScript = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
  const scripts = [...headTags, ...bodyTags].filter(isScript);
  if (scripts.length === 0) return { headTags, bodyTags };
  const preloads = scripts.map((tag) =>
    HtmlWebpackPlugin.createHtmlTagObject('link', {
      rel: 'preload',
      as: 'script',
      href: tag.attributes.src,
      [markAttribute]: true,
    }),
  );
  return {
    headTags: [...headTags.filter((tag) => !isScript(tag)), ...preloads],
    bodyTags: [
      ...bodyTags.filter((tag) => !isScript(tag)),
      HtmlWebpackPlugin.createHtmlTagObject('script', {}, script),
    ],
  };
}

export class BootAfterPaintPlugin {
  /** @param {{ script: string, markAttribute: string }} boot */
  constructor(boot) {
    this.boot = boot;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const { headTags, bodyTags } = bootAfterPaint(data, this.boot);
        data.headTags = headTags;
        data.bodyTags = bodyTags;
        return data;
      });
    });
  }
}
