import type { RemoteModules } from '@site/contracts';
import { ReadingNowList } from '../features/books/ReadingNowList';

/** Home page widget: the four books being read now (the shell's section gives it its heading). */
export default function ReadingNow(_props: RemoteModules['library']['ReadingNow']) {
  return <ReadingNowList titleLevel={3} />;
}
