import { Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { citedInQuery, type CitedInSource } from './api/cited-in';
import './cited-in.css';

interface CitedInProps {
  /** The item's own address, as essays and lessons link to it: `/library/academic#<slug>`. */
  href: string;
  /** Under a page's h1 this is an h2; inside a listed item (itself an h2 or h3) one level lower. */
  headingLevel?: 2 | 3 | 4;
}

const KIND_LABEL = { essay: 'Essay', lesson: 'Lesson' } as const;
const SOURCE_LABEL: Record<CitedInSource, string> = { essays: 'essays', lessons: 'lessons' };

/** "Cited in": the essays and lessons whose text links to one library item. */
export function CitedIn({ href, headingLevel = 2 }: CitedInProps) {
  const headingId = useId();
  const { data, isPending } = useQuery(citedInQuery(href));
  const Heading = `h${headingLevel}` as const;

  return (
    <section className="library-cited-in" aria-labelledby={headingId}>
      <Heading id={headingId} className="library-cited-in__title">
        Cited in
      </Heading>
      {isPending || !data ? (
        <Skeleton width="14rem" />
      ) : (
        <>
          {data.items.length > 0 ? (
            <ul className="library-cited-in__list">
              {data.items.map((item) => (
                <li key={`${item.kind}:${item.href}`}>
                  <span className="library-cited-in__kind">{KIND_LABEL[item.kind]}</span>{' '}
                  <Link to={item.href}>{item.title}</Link>
                </li>
              ))}
            </ul>
          ) : data.missing.length < 2 ? (
            <p className="library-cited-in__empty">No essay or lesson cites this yet.</p>
          ) : null}
          {data.missing.length > 0 ? (
            <p className="library-cited-in__missing">
              The {data.missing.map((source) => SOURCE_LABEL[source]).join(' and ')} citing this could not be loaded
              just now.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
