/** Asked by the gateway for a page's first HTML: outside `/api` and in no gateway route (a Nest pattern). */
export const PAGE_DOCUMENT_PATH = 'page-document';
