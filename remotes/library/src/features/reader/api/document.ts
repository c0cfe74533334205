import { apiPath, apiRequest } from '@site/api-client';
import type { LibraryDocument } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/library/documents/:name: the document with its outline, its paper and what cites it. */
export const documentQuery = (name: string) =>
  queryOptions({
    queryKey: ['library', 'documents', name],
    queryFn: ({ signal }) =>
      apiRequest<LibraryDocument>('GET', apiPath`/api/library/documents/${name}`, undefined, { signal }),
    // An unknown name is an answer (the server draws its not-found page and answers 404), not a reason to ask again
    // when the page mounts: the browser's first render draws what the server did. A failure offers "Try again".
    retryOnMount: false,
  });
