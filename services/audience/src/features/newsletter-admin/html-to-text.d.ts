// The part of html-to-text's API the service uses (the package ships no types of its own).
declare module 'html-to-text' {
  export interface HtmlToTextOptions {
    wordwrap?: number | false | null;
    selectors?: { selector: string; format?: string; options?: Record<string, unknown> }[];
  }
  export function convert(html: string, options?: HtmlToTextOptions): string;
}
