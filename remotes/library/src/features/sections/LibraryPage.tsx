import { PageMeta } from '@site/ui';
import { Link } from 'react-router-dom';
import { LIBRARY_SECTIONS } from './sections';

export default function LibraryPage() {
  return (
    <article>
      <PageMeta
        title="Library"
        description="Books, academic papers and audio on philosophy, mathematics, science and human experience."
        path="/library"
      />
      <h1>Library</h1>
      <ul>
        {LIBRARY_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={section.path}>{section.title}</Link> — {section.description}
          </li>
        ))}
      </ul>
    </article>
  );
}
