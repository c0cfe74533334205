import { oldAddressKey } from '@site/contracts';
import { ghostOldPaths, markdownOldPaths, pathOf, wordpressOldPaths } from './old-paths.js';

const keys = (paths: string[]) => paths.map(oldAddressKey);

describe('the old addresses of imported posts', () => {
  it("are Ghost's /slug/ for posts and pages alike", () => {
    expect(keys(ghostOldPaths('old-slug'))).toEqual(['/old-slug']);
  });

  it("are WordPress's permalink, both date-based structures and /?p=ID", () => {
    const paths = wordpressOldPaths({
      id: '42',
      type: 'post',
      slug: 'old-slug',
      link: 'https://old.example/blog/old-slug/',
      localDate: '2019-04-03 23:30:00',
      published: true,
    });
    expect(keys(paths)).toEqual(['/blog/old-slug', '/2019/04/old-slug', '/2019/04/03/old-slug', '/?p=42']);
  });

  it('are only /?p=ID for a draft, and add /?page_id=ID for a page', () => {
    const draft = { id: '7', type: 'post', slug: 'soon', link: 'https://old.example/?p=7', localDate: '2019-04-03' };
    expect(wordpressOldPaths({ ...draft, published: false })).toEqual(['/?p=7']);
    const page = { id: '8', type: 'page', slug: 'about-us', link: 'https://old.example/about-us/', localDate: '2019' };
    expect(wordpressOldPaths({ ...page, published: true })).toEqual(['/about-us/', '/?p=8', '/?page_id=8']);
  });

  it("are a static site's declared addresses, else Jekyll's and Hugo's defaults", () => {
    const place = {
      path: '_posts/2019-04-03-old-slug.md',
      slug: 'old-slug',
      date: '2019-04-03',
      categories: [],
      declared: [],
    };
    expect(markdownOldPaths({ ...place, layout: 'jekyll' })).toEqual(['/2019/04/03/old-slug.html']);
    expect(markdownOldPaths({ ...place, layout: 'jekyll', declared: ['/essays/old/'] })).toEqual(['/essays/old/']);
    expect(markdownOldPaths({ ...place, layout: 'hugo', path: 'content/posts/old-slug.md' })).toEqual([
      '/posts/old-slug/',
    ]);
    expect(markdownOldPaths({ ...place, layout: 'notes' })).toEqual([]);
  });

  it('take the path of a full address, and nothing of another scheme', () => {
    expect(pathOf('https://old.example/2019/04/x/?utm=1')).toBe('/2019/04/x/?utm=1');
    expect(pathOf('/already/a/path/')).toBe('/already/a/path/');
    expect(pathOf('mailto:ada@example.org')).toBeNull();
    expect(pathOf('//evil.example/x')).toBeNull();
  });
});
