import { pathTo } from '@site/contracts';
import { searchCatalog } from '@site/service-kit';
import { episodeMomentTitle, episodeUrl, libraryUrl } from './library-refs.js';

/** What the content service finds, in the order results group them, where each is read, and how moments are named. */
export const CONTENT_SEARCH = searchCatalog(
  ['essay', 'journal', 'topic', 'library', 'episode'],
  {
    essay: (slug) => pathTo('essay', { slug }),
    journal: (id) => pathTo('journalEntry', { id }),
    topic: (name) => pathTo('topic', { name }),
    library: libraryUrl,
    episode: episodeUrl,
  },
  { episode: episodeMomentTitle },
);
