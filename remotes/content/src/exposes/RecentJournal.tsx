import '../shared/content.css';
import { JournalList } from '../features/journal/JournalList';

/** Home page widget: the newest journal entries. */
export default function RecentJournal({ limit }: { limit: number }) {
  return <JournalList limit={limit} />;
}
