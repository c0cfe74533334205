// citation-js ships no types; this declares the little the citations use.
declare module '@citation-js/core' {
  export class Cite {
    /** `forceType` names the input's format, so text is never taken for an address or a DOI to fetch. */
    constructor(data: object | object[] | string, options?: { forceType: string });
    /** The entries as CSL-JSON. */
    data: Record<string, unknown>[];
    format(format: 'bibtex' | 'ris'): string;
    format(format: 'bibliography', options: { format: 'text'; template: string; lang: string }): string;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
