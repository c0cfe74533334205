import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { EpisodeList } from './EpisodeList';
import { ShowSettings } from './ShowSettings';
import '../editing/editing.css';
import './podcast.css';

/** /admin/podcast: the show as the feed describes it, then its episodes. */
export default function PodcastPage() {
  return (
    <article className="admin-page admin-page--sections">
      <PageMeta {...PAGE_HEADS.adminPodcast} path={pathTo('adminPodcast')} />
      <h1>Podcast</h1>
      <ShowSettings />
      <EpisodeList />
    </article>
  );
}
