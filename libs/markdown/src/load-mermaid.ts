import { MERMAID_CONFIG } from './mermaid-config';

type Mermaid = (typeof import('mermaid'))['default'];

let loading: Promise<Mermaid> | undefined;

/** Fetches mermaid (a large chunk) the first time a diagram needs it, and initialises it once. */
export function loadMermaid(): Promise<Mermaid> {
  if (!loading) {
    loading = import(/* webpackChunkName: "mermaid" */ 'mermaid').then(({ default: mermaid }) => {
      mermaid.initialize(MERMAID_CONFIG);
      return mermaid;
    });
    // A failed chunk download is worth trying again on the next diagram.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
