import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { ArchiveProblem, composeArchive, MANIFEST_FILE, splitArchive } from './archive.js';
import { importSummaryText } from './import-summary-text.js';

const PARTS = ['content', 'learn'] as const;
const manifest = (fields: Record<string, unknown> = {}) =>
  strToU8(JSON.stringify({ format: 'commonplace-export', version: 1, exportedAt: '2026-01-01T00:00:00Z', ...fields }));

describe('composeArchive and splitArchive', () => {
  it('puts each service under its folder beside a manifest, and splits it back the same', () => {
    const parts = {
      content: { 'topics.json': strToU8('[]'), 'essays/on-doubt.md': strToU8('# Doubt') },
      learn: { 'quizzes/logic.json': strToU8('{}') },
    };
    const archive = composeArchive(parts, new Date('2026-03-04T05:06:07Z'));
    const files = unzipSync(archive);
    expect(Object.keys(files).sort()).toEqual([
      'content/essays/on-doubt.md',
      'content/topics.json',
      'learn/quizzes/logic.json',
      MANIFEST_FILE,
    ]);
    expect(JSON.parse(strFromU8(files[MANIFEST_FILE]))).toEqual({
      format: 'commonplace-export',
      version: 1,
      exportedAt: '2026-03-04T05:06:07.000Z',
      parts: ['content', 'learn'],
    });
    const split = splitArchive(archive, PARTS);
    expect(Object.keys(split.content).sort()).toEqual(['essays/on-doubt.md', 'topics.json']);
    expect(strFromU8(split.learn['quizzes/logic.json'])).toBe('{}');
  });

  it('takes an archive with only some of the parts', () => {
    const split = splitArchive(
      zipSync({ [MANIFEST_FILE]: manifest(), 'learn/': new Uint8Array(), 'learn/quizzes/a.json': strToU8('{}') }),
      PARTS,
    );
    expect(Object.keys(split)).toEqual(['learn']);
  });

  it.each([
    ['not a zip', strToU8('plain text'), 'The file is not a readable zip archive.'],
    [
      'no manifest',
      zipSync({ 'content/topics.json': strToU8('[]') }),
      'The archive has no manifest.json: it is not an export of this site.',
    ],
    ['a broken manifest', zipSync({ [MANIFEST_FILE]: strToU8('{') }), 'manifest.json is not valid JSON.'],
    [
      'another format',
      zipSync({ [MANIFEST_FILE]: manifest({ format: 'wordpress' }) }),
      'manifest.json does not name the format "commonplace-export".',
    ],
    [
      'a newer version',
      zipSync({ [MANIFEST_FILE]: manifest({ version: 9 }) }),
      "The archive's format version 9 is not one this site reads.",
    ],
    [
      'a file outside the folders',
      zipSync({ [MANIFEST_FILE]: manifest(), 'identity/users.json': strToU8('[]') }),
      "identity/users.json is outside the archive's folders (content, learn).",
    ],
    ['nothing in it', zipSync({ [MANIFEST_FILE]: manifest() }), 'The archive holds no content.'],
  ])('refuses %s with a message', (_case, bytes, message) => {
    expect(() => splitArchive(bytes, PARTS)).toThrow(new ArchiveProblem(message));
  });
});

describe('importSummaryText', () => {
  it('names what changed, kind by kind', () => {
    expect(
      importSummaryText({
        applied: true,
        parts: [
          {
            part: 'content',
            kinds: [
              { kind: 'essays', created: 2, updated: 3, unchanged: 9 },
              { kind: 'topics', created: 0, updated: 0, unchanged: 36 },
            ],
          },
          { part: 'learn', kinds: [{ kind: 'quizzes', created: 0, updated: 1, unchanged: 3 }] },
        ],
      }),
    ).toBe('Imported an archive: essays 2 new, 3 changed; quizzes 1 changed');
    expect(importSummaryText({ applied: false, parts: [] })).toBe('Checked an archive: nothing to change');
  });
});
