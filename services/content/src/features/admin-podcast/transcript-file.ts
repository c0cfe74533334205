import { parse } from '@plussub/srt-vtt-parser';
import { EPISODE_TRANSCRIPT_UNREADABLE_TEXT, type TranscriptLine } from '@site/contracts';

/** A transcript file that is not one: its message is the author's to read. */
export class TranscriptFileProblem extends Error {}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', quot: '"', apos: "'" };

/** A cue's words: its voice span names the speaker; other tags (italics, classes, timestamps) are dropped. */
function cueLine(from: number, to: number, raw: string): TranscriptLine {
  const voice = /^\s*<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(raw);
  const text = raw
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|quot|apos);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  return { startSeconds: from / 1000, endSeconds: to / 1000, speaker: voice ? voice[1].trim() : null, text };
}

/**
 * The lines of a WebVTT or SRT transcript (told apart by the parser from the text itself), in order of their
 * start; cues without words are left out. Throws `TranscriptFileProblem` when the text holds no cue.
 */
export function readTranscriptFile(text: string): TranscriptLine[] {
  let entries: { from: number; to: number; text: string }[];
  try {
    entries = parse(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')).entries;
  } catch {
    throw new TranscriptFileProblem(EPISODE_TRANSCRIPT_UNREADABLE_TEXT);
  }
  const lines = entries
    .filter((entry) => Number.isFinite(entry.from) && Number.isFinite(entry.to) && entry.to >= entry.from)
    .map((entry) => cueLine(entry.from, entry.to, entry.text))
    .filter((line) => line.text !== '')
    .sort((a, b) => a.startSeconds - b.startSeconds);
  if (lines.length === 0) throw new TranscriptFileProblem(EPISODE_TRANSCRIPT_UNREADABLE_TEXT);
  return lines;
}
