import { BlogFileProblem } from './blog-post.js';
import { readWordPressExport, wordpressChannel } from './wordpress-export.js';

interface Item {
  id: number;
  type?: string;
  status?: string;
  title?: string;
  slug?: string;
  content?: string;
  date?: string;
  more?: string;
}

const item = ({
  id,
  type = 'post',
  status = 'publish',
  title = `Post ${id}`,
  slug = `post-${id}`,
  content = '<p>Text.</p>',
  date = '2019-04-03 12:30:00',
  more = '',
}: Item) => `
  <item>
    <title>${title}</title>
    <link>https://old.example/${date.slice(0, 4)}/${date.slice(5, 7)}/${slug}/</link>
    <dc:creator><![CDATA[ada]]></dc:creator>
    <guid isPermaLink="false">https://old.example/?p=${id}</guid>
    <content:encoded><![CDATA[${content}]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>${id}</wp:post_id>
    <wp:post_date><![CDATA[${date}]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[${date.replace('12:30', '10:30')}]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[${slug}]]></wp:post_name>
    <wp:status><![CDATA[${status}]]></wp:status>
    <wp:post_type><![CDATA[${type}]]></wp:post_type>
    ${more}
  </item>`;

/** A WXR file as WordPress writes it, with the namespaces it declares. */
const wxr = (...items: string[]) => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old Blog</title>
  <link>https://old.example</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://old.example</wp:base_site_url>
  <wp:author><wp:author_login><![CDATA[ada]]></wp:author_login><wp:author_display_name><![CDATA[Ada Author]]></wp:author_display_name></wp:author>
  ${items.join('')}
</channel>
</rss>`;

const read = (...items: string[]) => readWordPressExport(wordpressChannel(wxr(...items))!);

describe('a WordPress export (WXR)', () => {
  it('reads a published post with its categories, tags, featured image and old addresses', () => {
    const { source, posts } = read(
      item({
        id: 42,
        title: 'It&#8217;s about light &amp; shade',
        slug: 'old-slug',
        content:
          '<!-- wp:paragraph -->\n<p>Light <img src="https://old.example/wp-content/uploads/a.jpg"></p>\n<!-- /wp:paragraph -->\n<!--more-->',
        more: `
          <category domain="category" nicename="physics"><![CDATA[Physics]]></category>
          <category domain="category" nicename="optics"><![CDATA[Optics]]></category>
          <category domain="category" nicename="uncategorized"><![CDATA[Uncategorized]]></category>
          <category domain="post_tag" nicename="light"><![CDATA[light]]></category>
          <wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[43]]></wp:meta_value></wp:postmeta>`,
      }),
      item({
        id: 43,
        type: 'attachment',
        status: 'inherit',
        more: '<wp:attachment_url><![CDATA[https://old.example/wp-content/uploads/cover.jpg]]></wp:attachment_url>',
      }),
    );
    expect(source).toBe('wordpress:old.example');
    expect(posts[0]).toEqual({
      sourceId: '42',
      type: 'post',
      title: 'It’s about light & shade',
      slug: 'old-slug',
      skip: null,
      status: 'published',
      publishedAt: '2019-04-03T10:30:00.000Z',
      date: '2019-04-03',
      excerpt: 'Light',
      body: '<p>Light <img src="https://old.example/wp-content/uploads/a.jpg"></p>',
      bodySource: 'html',
      tags: ['light'],
      categories: ['Physics', 'Optics'],
      cover: 'https://old.example/wp-content/uploads/cover.jpg',
      seoTitle: '',
      seoDescription: '',
      oldPaths: ['/2019/04/old-slug/', '/2019/04/03/old-slug/', '/?p=42'],
      notes: ["text kept as WordPress's HTML", 'by Ada Author'],
    });
    expect(posts[1]).toMatchObject({
      type: 'attachment',
      skip: 'an attachment: its file stays at its old address (https://old.example/wp-content/uploads/cover.jpg)',
    });
  });

  it.each([
    ['future', { status: 'scheduled', skip: null }],
    ['draft', { status: 'draft', publishedAt: null, skip: null }],
    ['pending', { status: 'draft', skip: null }],
    ['private', { status: 'draft', skip: null }],
    ['trash', { skip: 'in the trash on WordPress' }],
    ['auto-draft', { skip: 'an automatic draft WordPress kept, never written' }],
  ])('takes the status %s as the site means it', (status, expected) => {
    expect(read(item({ id: 7, status })).posts[0]).toMatchObject(expected);
  });

  it('lists pages with their own old address, and leaves out types it does not import', () => {
    const [page, menu] = read(
      item({ id: 8, type: 'page', slug: 'about' }),
      item({ id: 9, type: 'nav_menu_item', status: 'publish' }),
    ).posts;
    expect(page.oldPaths).toEqual(['/2019/04/about/', '/?p=8', '/?page_id=8']);
    expect(menu.skip).toBe('a nav_menu_item is not imported');
  });

  it('makes a slug of a non-Latin one WordPress kept percent-encoded, and of the title where there is none', () => {
    const [encoded, none] = read(
      item({ id: 10, slug: 'caf%c3%a9-notes' }),
      item({ id: 11, slug: '', title: 'Zeno &amp; the Tortoise' }),
    ).posts;
    expect(encoded.slug).toBe('cafe-notes');
    expect(none.slug).toBe('zeno-the-tortoise');
  });

  it('knows XML that is not a WordPress export, and refuses XML that is broken', () => {
    expect(wordpressChannel('<rss version="2.0"><channel><title>Feed</title></channel></rss>')).toBeNull();
    expect(wordpressChannel('<html><body/></html>')).toBeNull();
    expect(() => wordpressChannel('<rss><channel></rss>')).toThrow(BlogFileProblem);
    expect(() => wordpressChannel('<rss><channel></rss>')).toThrow(/^The XML could not be read: /);
  });
});
