import { apiPath, apiRequest } from '@site/api-client';
import type { AdminPaper, AdminPaperInput, BibtexInput, BibtexPaper } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { fileForm } from '../../podcast/api/upload';
import { keepPaper } from './item-cache';
import { ADMIN_LIBRARY_ITEMS_KEY, adminPaperKey, adminPaperListKey, READER_LIBRARY_KEY } from './keys';

/** 25 MB over a slow uplink (2 Mbit/s) takes nearly two minutes; the usual 15 s would cut it off. */
const PDF_UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** POST /api/admin/library/papers/from-bibtex: the fields of one pasted entry; nothing is saved. */
export const bibtexMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'bibtex'],
    mutationFn: (bibtex: string) =>
      apiRequest<BibtexPaper>('POST', '/api/admin/library/papers/from-bibtex', { bibtex } satisfies BibtexInput),
  });

/** POST /api/admin/library/papers: a new paper, on the site at once (409 when its slug is taken). */
export const createPaperMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'paper', 'create'],
    mutationFn: (input: AdminPaperInput) => apiRequest<AdminPaper>('POST', '/api/admin/library/papers', input),
    onSuccess: (paper, _input, _result, { client }) => keepPaper(client, paper),
  });

export interface SavePaperRequest {
  id: number;
  input: AdminPaperInput;
}

/** PUT /api/admin/library/papers/:id. */
export const savePaperMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'paper', 'save'],
    mutationFn: ({ id, input }: SavePaperRequest) =>
      apiRequest<AdminPaper>('PUT', apiPath`/api/admin/library/papers/${id}`, input),
    onSuccess: (paper, _request, _result, { client }) => keepPaper(client, paper),
  });

export interface PaperPdfRequest {
  id: number;
  file: File;
}

/** PUT /api/admin/library/papers/:id/pdf (multipart `file`): the service counts its pages. */
export const paperPdfMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'paper', 'pdf'],
    mutationFn: ({ id, file }: PaperPdfRequest) =>
      apiRequest<AdminPaper>('PUT', apiPath`/api/admin/library/papers/${id}/pdf`, fileForm(file), {
        timeoutMs: PDF_UPLOAD_TIMEOUT_MS,
      }),
    // A refused file fails the same way again; a retry would only send it twice.
    retry: false,
    onSuccess: (paper, _request, _result, { client }) => keepPaper(client, paper),
  });

/** DELETE /api/admin/library/papers/:id: the paper goes with the document that is its full text. */
export const deletePaperMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'paper', 'delete'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/library/papers/${id}`),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: adminPaperKey(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: adminPaperListKey }),
        client.invalidateQueries({ queryKey: READER_LIBRARY_KEY }),
      ]);
    },
  });
