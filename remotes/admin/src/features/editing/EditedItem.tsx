import { ApiError } from '@site/api-client';
import { serverMessage } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface EditedItemProps<T, K extends QueryKey> {
  query: UseQueryOptions<T, Error, T, K>;
  /** The page's head, drawn in every state. */
  head: ReactNode;
  /** What is edited, in the words of its messages: "essay", "entry". */
  noun: string;
  /** The list to go back to when it cannot be opened. */
  back: { to: string; label: string };
  children: (item: T) => ReactNode;
}

/** Loads what an editor edits: a spinner meanwhile, and a heading saying why when it is missing or failed. */
export function EditedItem<T, K extends QueryKey>({ query, head, noun, back, children }: EditedItemProps<T, K>) {
  const { data, isPending, error } = useQuery(query);
  if (isPending) {
    return (
      <>
        {head}
        <Spinner label={`Loading the ${noun}`} />
      </>
    );
  }
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <article>
        {head}
        <h1>{missing ? `${noun[0].toUpperCase()}${noun.slice(1)} not found` : `The ${noun} could not be loaded`}</h1>
        <p role="alert">{serverMessage(error)}</p>
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      </article>
    );
  }
  return (
    <>
      {head}
      {children(data)}
    </>
  );
}
