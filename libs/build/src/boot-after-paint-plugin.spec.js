import HtmlWebpackPlugin from 'html-webpack-plugin';
import { bootAfterPaint } from './boot-after-paint-plugin.js';

const tag = (tagName, attributes, innerHTML) => HtmlWebpackPlugin.createHtmlTagObject(tagName, attributes, innerHTML);
const boot = { script: 'start()', markAttribute: 'data-boot' };
/** Each tag as its name, attributes and text. */
const shown = (tags) => tags.map((t) => [t.tagName, t.attributes, t.innerHTML]);

describe('bootAfterPaint', () => {
  it("turns the page's scripts into marked preloads, in order, and ends the body with the boot script", () => {
    const icon = tag('link', { rel: 'icon', href: '/favicon.svg' });
    const { headTags, bodyTags } = bootAfterPaint(
      {
        headTags: [icon, tag('script', { defer: true, src: '/runtime.js' })],
        bodyTags: [tag('script', { defer: true, src: '/main.js' })],
      },
      boot,
    );
    expect(shown(headTags)).toEqual([
      ['link', { rel: 'icon', href: '/favicon.svg' }, undefined],
      ['link', { rel: 'preload', as: 'script', href: '/runtime.js', 'data-boot': true }, undefined],
      ['link', { rel: 'preload', as: 'script', href: '/main.js', 'data-boot': true }, undefined],
    ]);
    expect(shown(bodyTags)).toEqual([['script', {}, 'start()']]);
  });

  it('leaves a page without scripts as it is', () => {
    const page = { headTags: [tag('link', { rel: 'icon', href: '/favicon.svg' })], bodyTags: [] };
    expect(bootAfterPaint(page, boot)).toEqual(page);
  });
});
