import '../shared/content.css';
import { NO_FILTERS } from '../features/essays/essay-filters';
import { EssayList } from '../features/essays/EssayList';

/** Home page widget: the newest essays, without filters or excerpts. */
export default function RecentEssays({ limit }: { limit: number }) {
  return <EssayList filters={NO_FILTERS} limit={limit} />;
}
