import webvtt from 'node-webvtt';
import { transcriptVtt, vttTimestamp } from './webvtt.js';

describe('vttTimestamp', () => {
  it.each([
    [0, '00:00:00.000'],
    [5.84, '00:00:05.840'],
    [61.005, '00:01:01.005'],
    [3725.5, '01:02:05.500'],
  ])('%s s is %s', (seconds, stamp) => {
    expect(vttTimestamp(seconds)).toBe(stamp);
  });
});

describe('transcriptVtt', () => {
  it('writes one cue per line with its speaker, valid WebVTT', () => {
    const vtt = transcriptVtt([
      { startSeconds: 0, endSeconds: 2.5, speaker: 'Host', text: 'Welcome.' },
      { startSeconds: 3, endSeconds: 6.25, speaker: null, text: 'Bits <and> bytes & more\n\nstill one cue.' },
    ]);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\n<v Host>Welcome.\n\n2\n')).toBe(true);
    const parsed = webvtt.parse(vtt, { strict: true });
    expect(parsed.valid).toBe(true);
    expect(parsed.cues.map(({ start, end, text }) => ({ start, end, text }))).toEqual([
      { start: 0, end: 2.5, text: '<v Host>Welcome.' },
      { start: 3, end: 6.25, text: 'Bits &lt;and&gt; bytes &amp; more still one cue.' },
    ]);
  });

  it('writes an empty transcript as a header alone', () => {
    expect(webvtt.parse(transcriptVtt([]), { strict: true }).cues).toEqual([]);
  });
});
