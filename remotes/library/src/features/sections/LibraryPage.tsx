import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/ui';
import { Link } from 'react-router-dom';
import { LIBRARY_SECTIONS } from './sections';

/** What the library will hold, shelf by shelf; no shelf is linked until its catalogue exists. */
export default function LibraryPage() {
  return (
    <article>
      <PageMeta {...PAGE_HEADS.library} path={pathTo('library')} />
      <h1>Library</h1>
      <p>
        The library gathers the works behind the writing on this site. Its shelves are being catalogued; each opens here
        once its first items are in.
      </p>
      <h2>Shelves</h2>
      <dl>
        {LIBRARY_SECTIONS.map((section) => (
          <div key={section.title}>
            <dt>{section.title}</dt>
            <dd>{section.description}</dd>
          </div>
        ))}
      </dl>
      <p>
        Until then, the <Link to={pathTo('essays')}>essays</Link> cite and discuss many of these works.
      </p>
    </article>
  );
}
