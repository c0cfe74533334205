// node-webvtt ships no types; this is the part of its API the tests use.
declare module 'node-webvtt' {
  interface Cue {
    identifier: string;
    start: number;
    end: number;
    text: string;
    styles: string;
  }
  export function parse(input: string, options?: { strict?: boolean; meta?: boolean }): { valid: boolean; cues: Cue[] };
}
