import { PAGE_HEADS, pathTo } from '@site/contracts';
import { StaticPage } from '../pages/StaticPage';
import { CopyableUrls } from './CopyableUrl';
import { API_SURFACES, EXAMPLE_TOPIC, SITE_FEEDS, SITEMAP, TOPIC_FEED_EXAMPLE } from './surfaces';
import './integrations.css';

export default function IntegrationsPage() {
  return (
    <StaticPage {...PAGE_HEADS.integrations} path={pathTo('integrations')}>
      <p>
        Everything published here can be read by programs as well as people. These addresses stay stable: copy one into
        a feed reader, a crawler or your own code. They are files and data rather than pages, so they are shown as text
        to copy, not as links.
      </p>

      <h2>Feeds</h2>
      <p>Three formats of one feed of the newest essays; choose whichever your reader understands.</p>
      <CopyableUrls surfaces={SITE_FEEDS} />

      <h2>Feeds by topic</h2>
      <p>
        Every topic has the same three feeds under its own address: <code>/topic/{'{name}'}/rss.xml</code>,{' '}
        <code>/topic/{'{name}'}/atom.xml</code> and <code>/topic/{'{name}'}/feed.json</code>, with the topic’s name as
        the site spells it (a space becomes <code>%20</code>). For {EXAMPLE_TOPIC}:
      </p>
      <CopyableUrls surfaces={[TOPIC_FEED_EXAMPLE]} />

      <h2>Sitemap</h2>
      <p>
        For search engines and archives. The site’s <code>robots.txt</code> names it, so most crawlers find it without
        being told.
      </p>
      <CopyableUrls surfaces={[SITEMAP]} />

      <h2>API</h2>
      <p>
        The essays, topics, courses and quizzes are served as JSON by a public API. Reading needs no key; the document
        below lists each endpoint with its parameters and answers.
      </p>
      <CopyableUrls surfaces={API_SURFACES} />

      <h2>Link previews and embedding</h2>
      <p>
        There is no embed script or widget to paste into another site. Every page carries Open Graph and Twitter card
        tags with its own title and summary in the HTML the server sends, so previewers that read a page without running
        its scripts, as most chat apps do, show them too; essays and journal entries bring a card of their own.
      </p>
      <p>
        The podcast and its feed are not published yet; when they are, the feed’s address will be listed here with the
        others.
      </p>
    </StaticPage>
  );
}
