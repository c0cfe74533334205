import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { useParams } from 'react-router-dom';
import { EditedItem } from '../editing/EditedItem';
import { adminEpisodeQuery } from './api/episode';
import { EpisodeEditor } from './EpisodeEditor';
import './podcast.css';

/** /admin/podcast/episodes/new and /admin/podcast/episodes/:id: the editor, of a new episode or of the one named. */
export default function EpisodeEditorPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageMeta {...PAGE_HEADS.adminEpisodeNew} path={pathTo('adminEpisodeNew')} />
        <EpisodeEditor episode={null} />
      </>
    );
  }
  return (
    <EditedItem
      query={adminEpisodeQuery(id)}
      head={<PageMeta {...PAGE_HEADS.adminEpisode} path={pathTo('adminEpisode', { id })} />}
      noun="episode"
      back={{ to: pathTo('adminPodcast'), label: 'All episodes' }}
    >
      {(episode) => <EpisodeEditor key={episode.id} episode={episode} />}
    </EditedItem>
  );
}
