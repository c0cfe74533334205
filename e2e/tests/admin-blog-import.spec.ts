import { expect, test, type Page } from './fixtures';
import { ADMIN } from '../playwright.config';
import { logIn } from './helpers';

/** A Ghost export of one published post, written in a Markdown card, with an image on the old site. */
function ghostExport(stamp: string) {
  const markdown = `Written on Ghost ${stamp}.\n\n![A lamp](https://old-ghost.example/content/images/lamp.jpg)`;
  return JSON.stringify({
    db: [
      {
        meta: { exported_on: Date.now(), version: '5.80.0' },
        data: {
          posts: [
            {
              id: `ghost-${stamp}`,
              title: `Ghost lamps ${stamp}`,
              slug: `ghost-lamps-${stamp}`,
              mobiledoc: JSON.stringify({
                version: '0.3.1',
                atoms: [],
                markups: [],
                cards: [['markdown', { markdown }]],
                sections: [[10, 0]],
              }),
              type: 'post',
              status: 'published',
              visibility: 'public',
              published_at: '2019-04-02T10:00:00.000Z',
            },
          ],
          tags: [{ id: 'tag-1', name: 'Philosophy', slug: 'philosophy', visibility: 'public' }],
          posts_tags: [{ id: 'pt-1', post_id: `ghost-${stamp}`, tag_id: 'tag-1', sort_order: 0 }],
        },
      },
    ],
  });
}

/** A WordPress export (WXR) of one published post and its image, an attachment left where it is. */
function wordpressExport(stamp: string, id: number) {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://press-${stamp}.example</wp:base_site_url>
  <item>
    <title>Pressed flowers ${stamp}</title>
    <link>https://press-${stamp}.example/2019/04/pressed-flowers-${stamp}/</link>
    <content:encoded><![CDATA[<p>Written on WordPress ${stamp}.</p>]]></content:encoded>
    <wp:post_id>${id}</wp:post_id>
    <wp:post_date><![CDATA[2019-04-03 12:00:00]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[2019-04-03 10:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[pressed-flowers-${stamp}]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <category domain="post_tag" nicename="flowers"><![CDATA[flowers]]></category>
  </item>
  <item>
    <title>flowers.jpg</title>
    <wp:post_id>${id + 1}</wp:post_id>
    <wp:post_type><![CDATA[attachment]]></wp:post_type>
    <wp:status><![CDATA[inherit]]></wp:status>
    <wp:attachment_url><![CDATA[https://press-${stamp}.example/wp-content/uploads/flowers.jpg]]></wp:attachment_url>
  </item>
</channel>
</rss>`;
}

/** Checks the file, then imports it: the Import button opens only once the same file has been checked. */
async function checkThenImport(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const blog = page.getByRole('region', { name: 'Bring in a blog' });
  await blog.getByLabel('Blog export (.json, .xml or .zip)').setInputFiles(file);
  await expect(blog.getByRole('button', { name: 'Import the blog' })).toBeDisabled();
  await blog.getByRole('button', { name: 'Check the blog' }).click();
  await expect(blog.getByRole('status')).toHaveText(/^Checked .*Nothing has been written yet\.$/);
  const checked = (await blog.getByRole('status').textContent()) ?? '';
  await blog.getByRole('button', { name: 'Import the blog' }).click();
  await expect(blog.getByRole('status')).toHaveText(/^Imported /);
  return { blog, checked };
}

test('the author brings in a Ghost blog and a WordPress blog, twice, and the old addresses lead to the essays', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const postId = 100_000 + Math.floor(Math.random() * 800_000);
  const ghost = { name: 'ghost.json', mimeType: 'application/json', buffer: Buffer.from(ghostExport(stamp)) };
  const wordpress = {
    name: 'wordpress.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(wordpressExport(stamp, postId)),
  };
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Export' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bring in a blog' })).toBeVisible();

  const first = await checkThenImport(page, ghost);
  expect(first.checked).toBe(
    'Checked a Ghost export: importing it would create 1, update 0 and skip 0. Nothing has been written yet.',
  );
  await expect(first.blog.getByRole('status')).toHaveText('Imported a Ghost export: 1 created, 0 updated, 0 skipped.');
  await expect(first.blog.getByText('1 image kept as a link to its old address', { exact: false })).toBeVisible();
  const done = first.blog.getByRole('table', { name: 'What the import did, item by item' });
  await expect(done.getByRole('row', { name: new RegExp(`Ghost lamps ${stamp}`) })).toContainText('Created');

  const wxr = await checkThenImport(page, wordpress);
  expect(wxr.checked).toBe(
    'Checked a WordPress export (WXR): importing it would create 1, update 0 and skip 1. Nothing has been written yet.',
  );
  await expect(wxr.blog.getByRole('status')).toHaveText(
    'Imported a WordPress export (WXR): 1 created, 0 updated, 1 skipped.',
  );
  await expect(
    wxr.blog.getByRole('row', { name: /flowers\.jpg/ }).getByText(/an attachment: its file stays at its old address/),
  ).toBeVisible();

  // The same exports again: nothing new, every post unchanged.
  const again = await checkThenImport(page, ghost);
  await expect(again.blog.getByRole('status')).toHaveText('Imported a Ghost export: 0 created, 0 updated, 1 skipped.');
  await expect(again.blog.getByText('unchanged since the last import')).toBeVisible();
  const wxrAgain = await checkThenImport(page, wordpress);
  await expect(wxrAgain.blog.getByRole('status')).toHaveText(
    'Imported a WordPress export (WXR): 0 created, 0 updated, 2 skipped.',
  );

  // The old addresses answer 301 to the essays, which readers see.
  for (const [address, slug] of [
    [`/ghost-lamps-${stamp}/`, `ghost-lamps-${stamp}`],
    [`/2019/04/pressed-flowers-${stamp}/`, `pressed-flowers-${stamp}`],
    [`/?p=${postId}`, `pressed-flowers-${stamp}`],
  ]) {
    const moved = await page.request.get(address, { maxRedirects: 0 });
    expect([address, moved.status(), moved.headers().location]).toEqual([address, 301, `/essay/${slug}`]);
  }
  await page.goto(`/2019/04/pressed-flowers-${stamp}/`);
  await expect(page).toHaveURL(new RegExp(`/essay/pressed-flowers-${stamp}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Pressed flowers ${stamp}` })).toBeVisible();
});
