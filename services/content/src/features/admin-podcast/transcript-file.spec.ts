import { EPISODE_TRANSCRIPT_UNREADABLE_TEXT } from '@site/contracts';
import { transcriptVtt } from '../library/podcast/webvtt.js';
import { readTranscriptFile, TranscriptFileProblem } from './transcript-file.js';

describe('readTranscriptFile', () => {
  it('reads WebVTT with voices, entities and tags', () => {
    const vtt = [
      'WEBVTT',
      '',
      '1',
      '00:00:01.000 --> 00:00:02.500',
      '<v Ann>Doubt &amp; <i>daily</i> practice',
      '',
      '00:01:03.250 --> 00:01:05.000',
      'A second line',
      'that wraps.',
    ].join('\r\n');
    expect(readTranscriptFile(vtt)).toEqual([
      { startSeconds: 1, endSeconds: 2.5, speaker: 'Ann', text: 'Doubt & daily practice' },
      { startSeconds: 63.25, endSeconds: 65, speaker: null, text: 'A second line that wraps.' },
    ]);
  });

  it('reads SRT, with a byte order mark', () => {
    const srt = '\uFEFF1\n00:00:04,000 --> 00:00:06,100\nHello there.\n\n2\n00:00:00,500 --> 00:00:03,000\nFirst.\n';
    expect(readTranscriptFile(srt).map((line) => [line.startSeconds, line.text])).toEqual([
      [0.5, 'First.'],
      [4, 'Hello there.'],
    ]);
  });

  it('reads back what the site writes', () => {
    const lines = [
      { startSeconds: 0, endSeconds: 1.5, speaker: 'Host', text: 'Less <than> & more' },
      { startSeconds: 2, endSeconds: 3, speaker: null, text: 'Plain.' },
    ];
    expect(readTranscriptFile(transcriptVtt(lines))).toEqual(lines);
  });

  it.each([['plain words, no cues'], [''], ['WEBVTT\n\n'], ['{"not": "a transcript"}']])(
    'refuses %j with the message',
    (text) => {
      expect(() => readTranscriptFile(text)).toThrow(new TranscriptFileProblem(EPISODE_TRANSCRIPT_UNREADABLE_TEXT));
    },
  );
});
