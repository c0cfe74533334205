import { pathTo, type LibraryOverview } from '@site/contracts';
import { Link } from 'react-router-dom';

interface Section {
  title: string;
  path: string;
  description: string;
  count: (counts: LibraryOverview['counts']) => string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The library's rooms, each with what it holds. Documents are reached from the papers that have them. */
const SECTIONS: Section[] = [
  {
    title: 'Books',
    path: pathTo('libraryBooks'),
    description: 'What I am reading, have read and mean to read, with notes, ratings and kept quotes.',
    count: (counts) => plural(counts.books, 'book', 'books'),
  },
  {
    title: 'Academic',
    path: pathTo('libraryAcademic'),
    description: 'Papers and lecture notes behind the essays, with abstracts and citations to copy.',
    count: (counts) =>
      `${plural(counts.papers, 'paper', 'papers')}, ${plural(counts.documents, 'document', 'documents')} to read`,
  },
  {
    title: 'Audio',
    path: pathTo('libraryAudio'),
    description: 'Recorded lectures and readings, played in one shared player that remembers where you stopped.',
    count: (counts) => plural(counts.audio, 'recording', 'recordings'),
  },
  {
    title: 'Podcast',
    path: pathTo('podcast'),
    description: 'Short episodes with show notes, chapters and full transcripts; subscribe in any podcast app.',
    count: (counts) => plural(counts.episodes, 'episode', 'episodes'),
  },
];

export function LibrarySections({ counts }: { counts: LibraryOverview['counts'] }) {
  return (
    <ul className="library-overview__sections">
      {SECTIONS.map((section) => (
        <li key={section.path} className="library-overview__section">
          <h3>
            <Link to={section.path}>{section.title}</Link>
          </h3>
          <p>{section.description}</p>
          <p className="library-overview__count">{section.count(counts)}</p>
        </li>
      ))}
    </ul>
  );
}
