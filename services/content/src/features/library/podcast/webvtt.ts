import type { TranscriptLine } from '@site/contracts';

/** `hh:mm:ss.ttt`, the only timestamp form every WebVTT reader accepts. */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor(millis / 60_000) % 60;
  const s = Math.floor(millis / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(millis % 1000, 3)}`;
}

/** Cue text may not hold a raw `&`, `<` or `>`, nor a line ending (a blank line would end the cue). */
const escapeCue = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s*\n\s*/g, ' ');

/** A transcript as a WebVTT file: one numbered cue per line, with a voice span naming its speaker. */
export function transcriptVtt(lines: readonly TranscriptLine[]): string {
  const cues = lines.map((line, index) => {
    const voice = line.speaker ? `<v ${escapeCue(line.speaker)}>` : '';
    return `${index + 1}\n${vttTimestamp(line.startSeconds)} --> ${vttTimestamp(line.endSeconds)}\n${voice}${escapeCue(line.text)}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
