import '../shared/content.css';
import type { RemoteModules } from '@site/contracts';
import { NO_FILTERS } from '../features/essays/essay-filters';
import { EssayList } from '../features/essays/EssayList';

/** Home page widget: the newest essays, without filters or excerpts. */
export default function RecentEssays({ limit }: RemoteModules['content']['RecentEssays']) {
  return <EssayList filters={NO_FILTERS} limit={limit} />;
}
