#!/usr/bin/env node
// Makes the library's seed audio from scripts.json: each sentence spoken on its own by espeak-ng (so its
// start and end are known exactly), joined with short pauses, encoded once to mono MP3 by lame; and the
// square artwork of the podcast and of the library's recordings, drawn with sharp. Writes the files under
// services/content/media/ (names carry a hash of their bytes, so they can be cached for good) and what the
// seeder needs to know about them in recordings.json. Needs espeak-ng and lame (Debian: apt-get install
// espeak-ng lame); a fresh install never runs it, it reads the committed output.
//
//   node services/content/seed/library/audio/make-audio.mjs
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const mediaDir = path.resolve(here, '../../../media');
const scripts = JSON.parse(readFileSync(path.join(here, 'scripts.json'), 'utf8'));

/** Words a minute: a little slower than espeak-ng's default, easier to follow. */
const SPEED = 160;
const SENTENCE_PAUSE = 0.35;
const CHAPTER_PAUSE = 0.9;
/** Mono at 48 kbps: speech stays clear and five minutes of audio stay under two megabytes. */
const LAME_ARGS = ['--quiet', '-m', 'm', '-b', '48', '--resample', '44.1', '-q', '2', '--noreplaygain'];
const ARTWORK_SIZE = 1400;

const work = mkdtempSync(path.join(tmpdir(), 'make-audio-'));
const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The PCM samples and format of a WAV file as espeak-ng writes it (16-bit mono). */
function readWav(file) {
  const bytes = readFileSync(file);
  let offset = 12;
  let format;
  while (offset < bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      format = {
        channels: bytes.readUInt16LE(offset + 10),
        sampleRate: bytes.readUInt32LE(offset + 12),
        bitsPerSample: bytes.readUInt16LE(offset + 22),
      };
    }
    // espeak-ng writing to a file leaves the data size unset (0x7fffffff-ish): the data runs to the end.
    if (id === 'data') return { format, pcm: bytes.subarray(offset + 8, Math.min(bytes.length, offset + 8 + size)) };
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${file}: no data chunk`);
}

function wavFile(format, pcm) {
  const header = Buffer.alloc(44);
  const blockAlign = (format.channels * format.bitsPerSample) / 8;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.sampleRate, 24);
  header.writeUInt32LE(format.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(format.bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

const round = (seconds) => Math.round(seconds * 100) / 100;
const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** Writes bytes as `<stem>-<hash>.<ext>` in a media folder, dropping older versions; answers its URL. */
function writeMedia(kind, stem, ext, bytes) {
  const folder = path.join(mediaDir, kind);
  for (const old of readdirSync(folder))
    if (old.startsWith(`${stem}-`) && old.endsWith(`.${ext}`)) unlinkSync(path.join(folder, old));
  const name = `${stem}-${hashOf(bytes)}.${ext}`;
  writeFileSync(path.join(folder, name), bytes);
  return `/media/${kind}/${name}`;
}

/** Speaks a recording's chapters sentence by sentence; answers its MP3's URL, size, length and timings. */
function record(recording, tags) {
  const parts = [];
  const chapters = [];
  const transcript = [];
  let format;
  let seconds = 0;
  const silence = (duration) => {
    const samples = Math.round(duration * format.sampleRate) * format.channels;
    parts.push(Buffer.alloc(samples * (format.bitsPerSample / 8)));
    seconds += duration;
  };
  recording.chapters.forEach((chapter, index) => {
    if (index > 0) silence(CHAPTER_PAUSE);
    chapters.push({ startSeconds: round(seconds), title: chapter.title });
    const lines = [...sentences.segment(chapter.text)].map(({ segment }) => segment.trim()).filter(Boolean);
    lines.forEach((text, line) => {
      if (line > 0) silence(SENTENCE_PAUSE);
      const file = path.join(work, 'sentence.wav');
      execFileSync('espeak-ng', ['-v', recording.voice, '-s', String(SPEED), '-w', file, text]);
      const wav = readWav(file);
      format ??= wav.format;
      const duration = wav.pcm.length / (format.sampleRate * format.channels * (format.bitsPerSample / 8));
      transcript.push({ startSeconds: round(seconds), endSeconds: round(seconds + duration), text });
      parts.push(wav.pcm);
      seconds += duration;
    });
  });
  const whole = path.join(work, 'whole.wav');
  const mp3 = path.join(work, 'whole.mp3');
  writeFileSync(whole, wavFile(format, Buffer.concat(parts)));
  execFileSync('lame', [...LAME_ARGS, '--tt', recording.title, '--ta', tags.artist, '--tl', tags.album, whole, mp3]);
  const bytes = readFileSync(mp3);
  return {
    url: writeMedia('audio', recording.slug, 'mp3', bytes),
    byteLength: bytes.length,
    durationSeconds: round(seconds),
    chapters,
    transcript,
  };
}

/** A square cover: the title set large over a row of bars that read as a sound wave. */
async function artwork(stem, title, subtitle, hue) {
  const bars = Array.from({ length: 28 }, (_, index) => {
    const height = 80 + Math.round(220 * Math.abs(Math.sin(index * 0.7) * Math.cos(index * 0.23)));
    const x = 150 + index * 40;
    return `<rect x="${x}" y="${980 - height / 2}" width="22" height="${height}" rx="11" fill="hsl(${hue},70%,72%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}">
  <rect width="100%" height="100%" fill="hsl(${hue},45%,14%)"/>
  <text x="150" y="360" font-family="DejaVu Serif, serif" font-size="128" font-weight="bold" fill="#f8f4ea">${title[0]}</text>
  <text x="150" y="530" font-family="DejaVu Serif, serif" font-size="128" font-weight="bold" fill="#f8f4ea">${title[1]}</text>
  <text x="150" y="640" font-family="DejaVu Sans, sans-serif" font-size="56" fill="hsl(${hue},60%,80%)">${subtitle}</text>
  ${bars}
</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return writeMedia('podcast', stem, 'png', png);
}

try {
  const podcastArtwork = await artwork(
    'commonplace-audio',
    ['Commonplace', 'Audio'],
    'Reading, thinking, keeping notes',
    210,
  );
  const libraryArtwork = await artwork('library-recordings', ['Library', 'Recordings'], 'Lectures and readings', 30);
  const episodes = {};
  for (const episode of scripts.episodes) {
    episodes[episode.slug] = record(episode, { artist: scripts.show.author, album: scripts.show.title });
    console.log(`episode ${episode.slug}: ${episodes[episode.slug].durationSeconds} s`);
  }
  const items = {};
  for (const item of scripts.items) {
    items[item.slug] = record(item, { artist: item.speaker, album: 'Commonplace Library' });
    console.log(`audio ${item.slug}: ${items[item.slug].durationSeconds} s`);
  }
  const output = { artwork: { podcast: podcastArtwork, library: libraryArtwork }, episodes, items };
  writeFileSync(path.join(here, 'recordings.json'), `${JSON.stringify(output, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
