// citation-js ships no types; this declares the little the citations use.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: object | object[]);
    format(format: 'bibtex' | 'ris'): string;
    format(format: 'bibliography', options: { format: 'text'; template: string; lang: string }): string;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
