import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_DIR } from '../../config.js';
import { isLessonFile, parseCourse, parseLessonFile } from './course-file.js';

const courseYaml = `
slug: tiny-course
title: Tiny Course
summary: A summary.
level: Beginner
estimatedMinutes: 30
`;
const lesson = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n## Heading\n\nBody text.\n`;

describe('parseLessonFile', () => {
  it('reads the number, slug, title, quiz and body', () => {
    expect(parseLessonFile('02-second-step.md', lesson('Second Step', 'quiz: tiny-check\n'))).toEqual({
      slug: 'second-step',
      position: 2,
      title: 'Second Step',
      body: '## Heading\n\nBody text.',
      quizSlug: 'tiny-check',
      draft: false,
    });
  });

  it('reads a draft, and refuses a draft flag that is not true or false', () => {
    expect(parseLessonFile('01-intro.md', lesson('Intro', 'draft: true\n')).draft).toBe(true);
    expect(() => parseLessonFile('01-intro.md', lesson('Intro', 'draft: soon\n'))).toThrow(
      '01-intro.md: draft must be true or false',
    );
  });

  it.each([
    ['a file without a number', 'intro.md', lesson('Intro'), /NN-<slug>/],
    ['missing front matter', '01-intro.md', '# Intro', /front matter/],
    ['a missing title', '01-intro.md', '---\nquiz: x\n---\nBody', /title/],
    ['an empty body', '01-intro.md', '---\ntitle: Intro\n---\n', /no body/],
    ['a misspelt field', '01-intro.md', '---\ntitle: Intro\nquizz: x\n---\nBody', /^01-intro\.md: unknown field quizz/],
    ['broken YAML', 'lessons/01-intro.md', '---\ntitle: [Intro\n---\nBody', /^lessons\/01-intro\.md: not valid YAML/],
  ])('refuses %s', (_label, file, source, message) => {
    expect(() => parseLessonFile(file, source)).toThrow(message);
  });
});

describe('parseCourse', () => {
  it('orders lessons by their number and fills defaults', () => {
    const course = parseCourse('tiny-course', courseYaml, {
      '10-last.md': lesson('Last'),
      '02-middle.md': lesson('Middle'),
      '01-first.md': lesson('First'),
    });
    expect(course).toMatchObject({
      slug: 'tiny-course',
      description: '',
      coverImage: null,
      level: 'Beginner',
      estimatedMinutes: 30,
    });
    expect(course.lessons.map((l) => [l.position, l.slug])).toEqual([
      [1, 'first'],
      [2, 'middle'],
      [10, 'last'],
    ]);
  });

  it('changes its hash when a lesson changes', () => {
    const a = parseCourse('tiny-course', courseYaml, { '01-first.md': lesson('First') }).contentHash;
    expect(parseCourse('tiny-course', courseYaml, { '01-first.md': lesson('First') }).contentHash).toBe(a);
    expect(parseCourse('tiny-course', courseYaml, { '01-first.md': lesson('First!') }).contentHash).not.toBe(a);
  });

  it('refuses a course without lessons or with a bad slug', () => {
    expect(() => parseCourse('tiny-course', courseYaml, {})).toThrow(/no lessons/);
    expect(() => parseCourse('x', 'slug: Bad Slug\ntitle: X', { '01-a.md': lesson('A') })).toThrow(/slug/);
  });

  it('names the lesson file that repeats a slug, and the course file with a misspelt field', () => {
    expect(() => parseCourse('tiny-course', courseYaml, { '01-a.md': lesson('A'), '02-a.md': lesson('A') })).toThrow(
      '02-a.md: another lesson of the course has the slug a; lesson slugs must be unique',
    );
    expect(() => parseCourse('tiny-course', `${courseYaml}levl: Hard\n`, { '01-a.md': lesson('A') })).toThrow(
      /^tiny-course\/course\.yaml: unknown field levl/,
    );
  });

  describe('the shipped courses', () => {
    const dir = path.join(SEED_DIR, 'courses');
    const slugs = readdirSync(dir);

    it.each(slugs)('%s parses, and its lesson quizzes exist', (slug) => {
      const lessonsDir = path.join(dir, slug, 'lessons');
      const files = Object.fromEntries(
        readdirSync(lessonsDir)
          .filter(isLessonFile)
          .map((name) => [name, readFileSync(path.join(lessonsDir, name), 'utf8')]),
      );
      const course = parseCourse(slug, readFileSync(path.join(dir, slug, 'course.yaml'), 'utf8'), files);
      expect(course.slug).toBe(slug);
      for (const { quizSlug } of course.lessons) {
        if (quizSlug) expect(readdirSync(path.join(SEED_DIR, 'quizzes'))).toContain(`${quizSlug}.yaml`);
      }
    });
  });
});
