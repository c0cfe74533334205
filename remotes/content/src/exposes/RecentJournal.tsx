import '../shared/content.css';
import type { RemoteModules } from '@site/contracts';
import { JournalList } from '../features/journal/JournalList';

/** Home page widget: the newest journal entries. */
export default function RecentJournal({ limit }: RemoteModules['content']['RecentJournal']) {
  return <JournalList limit={limit} />;
}
