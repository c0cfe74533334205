import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { learnConfig } from '../../config.js';
import { parseQuizFile } from './quiz-file.js';

const minimal = `
slug: tiny-quiz
title: Tiny Quiz
questions:
  - id: t-1
    kind: true-false
    prompt: "Is this a question?"
    answer: true
`;

describe('parseQuizFile', () => {
  it('fills defaults for a minimal quiz', () => {
    const quiz = parseQuizFile('tiny.yaml', minimal);
    expect(quiz).toMatchObject({
      slug: 'tiny-quiz',
      description: '',
      coverImage: null,
      category: 'quiz',
      timeLimitSeconds: null,
      passPercent: 60,
      courseSlug: null,
      norms: null,
    });
    expect(quiz.questions).toEqual([
      {
        key: 't-1',
        position: 1,
        kind: 'true-false',
        prompt: 'Is this a question?',
        figure: null,
        options: null,
        answer: true,
        explanation: null,
      },
    ]);
  });

  it('gives the same hash for the same content and another for a change', () => {
    const a = parseQuizFile('tiny.yaml', minimal).contentHash;
    expect(parseQuizFile('tiny.yaml', `# a comment\n${minimal}`).contentHash).toBe(a);
    expect(parseQuizFile('tiny.yaml', minimal.replace('answer: true', 'answer: false')).contentHash).not.toBe(a);
  });

  it.each([
    ['a missing slug', minimal.replace('slug: tiny-quiz', ''), /slug/],
    ['an upper-case slug', minimal.replace('tiny-quiz', 'Tiny Quiz'), /slug/],
    ['an unknown kind', minimal.replace('true-false', 'essay'), /kind must be one of/],
    ['a missing answer', minimal.replace('answer: true', ''), /answer is missing/],
    ['no questions', 'slug: x\ntitle: X\nquestions: []', /questions are missing/],
    ['a pass mark over 100', `${minimal}\npassPercent: 120`, /passPercent/],
    ['a list at the top', '- 1\n- 2', /must be a mapping/],
  ])('refuses %s, naming the file', (_label, source, message) => {
    expect(() => parseQuizFile('tiny.yaml', source)).toThrow(message);
    expect(() => parseQuizFile('tiny.yaml', source)).toThrow(/tiny\.yaml/);
  });

  it('refuses duplicate question ids', () => {
    const twice = `${minimal}  - id: t-1\n    kind: true-false\n    prompt: "Again?"\n    answer: false\n`;
    expect(() => parseQuizFile('tiny.yaml', twice)).toThrow(/unique/);
  });

  describe('the shipped seed files', () => {
    const dir = learnConfig({}).quizSeedDir;
    const names = readdirSync(dir).filter((name) => name.endsWith('.yaml'));

    it.each(names)('%s parses', (name) => {
      const quiz = parseQuizFile(name, readFileSync(path.join(dir, name), 'utf8'));
      expect(quiz.questions.length).toBeGreaterThan(0);
    });
  });
});
