import { ArchiveFileProblem } from './archive-file-problem.js';
import { courseFiles, readCourseRecord, type CourseRecord } from './course-record.js';

const course: CourseRecord = {
  slug: 'ice-ages',
  title: 'Ice Ages',
  summary: 'Why the ice came and went.',
  description: 'Orbits, *carbon* and feedback.',
  coverImage: null,
  level: 'Beginner',
  estimatedMinutes: 40,
  topics: ['Physics'],
  draft: false,
  lessons: [
    {
      slug: 'orbits',
      position: 1,
      title: 'Orbits: "Milankovitch" cycles',
      body: '## Tilt\n\nThe axis wobbles.',
      quizSlug: null,
      draft: false,
    },
    {
      slug: 'carbon',
      position: 12,
      title: 'Carbon',
      body: 'CO₂ follows.\n\n---\n\nA rule.',
      quizSlug: 'ice-check',
      draft: false,
    },
  ],
};

const folderOf = (record: CourseRecord) => {
  const files = courseFiles(record);
  const lessons = Object.fromEntries(Object.entries(files).filter(([path]) => path.includes('/lessons/')));
  return { text: files['courses/ice-ages/course.json'], lessons };
};

describe('courseFiles', () => {
  it('lays a course out as the seed does: course.json and numbered lesson files with front matter', () => {
    const files = courseFiles(course);
    expect(Object.keys(files).sort()).toEqual([
      'courses/ice-ages/course.json',
      'courses/ice-ages/lessons/01-orbits.md',
      'courses/ice-ages/lessons/12-carbon.md',
    ]);
    expect(JSON.parse(files['courses/ice-ages/course.json'])).toEqual({
      ...course,
      draft: undefined,
      lessons: undefined,
    });
    expect(files['courses/ice-ages/lessons/12-carbon.md']).toBe(
      '---\ntitle: Carbon\nquiz: ice-check\n---\n\nCO₂ follows.\n\n---\n\nA rule.\n',
    );
  });

  it('marks a draft course and a draft lesson, and only those', () => {
    const drafted = { ...course, draft: true, lessons: [course.lessons[0], { ...course.lessons[1], draft: true }] };
    const files = courseFiles(drafted);
    expect(JSON.parse(files['courses/ice-ages/course.json'])).toMatchObject({ draft: true });
    expect(files['courses/ice-ages/lessons/01-orbits.md']).not.toContain('draft');
    expect(files['courses/ice-ages/lessons/12-carbon.md']).toMatch(
      /^---\ntitle: Carbon\nquiz: ice-check\ndraft: true\n---\n/,
    );
  });
});

describe('readCourseRecord', () => {
  it('reads back exactly what was written', () => {
    const { text, lessons } = folderOf(course);
    const { record, seed } = readCourseRecord('ice-ages', text, lessons);
    expect(record).toEqual(course);
    expect(seed.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads back drafts, which hash apart from their published selves', () => {
    const drafted = { ...course, draft: true, lessons: [course.lessons[0], { ...course.lessons[1], draft: true }] };
    const read = readCourseRecord('ice-ages', folderOf(drafted).text, folderOf(drafted).lessons);
    expect(read.record).toEqual(drafted);
    expect(read.seed.contentHash).not.toBe(
      readCourseRecord('ice-ages', folderOf(course).text, folderOf(course).lessons).seed.contentHash,
    );
  });

  const { text, lessons } = folderOf(course);
  const withCourse = (fields: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(text), ...fields });
  it.each([
    [
      'no course.json',
      undefined,
      lessons,
      "courses/ice-ages/course.json: missing; a course's folder holds its course.json beside its lessons.",
    ],
    ['broken JSON', '{', lessons, 'courses/ice-ages/course.json: not valid JSON.'],
    [
      'another slug',
      withCourse({ slug: 'ice' }),
      lessons,
      "courses/ice-ages/course.json: the slug must match the folder's name.",
    ],
    [
      'a misspelt field',
      withCourse({ sumary: 'x' }),
      lessons,
      'courses/ice-ages/course.json: unknown field sumary (known: slug, title, summary, description, coverImage, level, estimatedMinutes, topics, draft)',
    ],
    [
      'an unknown topic',
      withCourse({ topics: ['Astrology'] }),
      lessons,
      "courses/ice-ages/course.json: topics must name the site's topics (Astrology is not one)",
    ],
    ['no lessons', text, {}, 'courses/ice-ages/course.json: the course has no lessons'],
    [
      'a lesson without text',
      text,
      { ...lessons, 'courses/ice-ages/lessons/03-empty.md': '---\ntitle: Empty\n---\n' },
      'courses/ice-ages/lessons/03-empty.md: the lesson has no body',
    ],
    [
      'a badly named lesson',
      text,
      { ...lessons, 'courses/ice-ages/lessons/intro.md': '---\ntitle: Intro\n---\nText' },
      'courses/ice-ages/lessons/intro.md: lesson files are named NN-<slug>.md',
    ],
    [
      'two lessons with one number',
      text,
      { ...lessons, 'courses/ice-ages/lessons/01-tilt.md': '---\ntitle: Tilt\n---\nText' },
      'courses/ice-ages/lessons/01-tilt.md: another lesson of the course has the number 1; lesson numbers must be unique',
    ],
    [
      'broken front matter',
      text,
      { ...lessons, 'courses/ice-ages/lessons/02-tilt.md': '---\ntitle: [Tilt\n---\nText' },
      /^courses\/ice-ages\/lessons\/02-tilt\.md: not valid YAML \(/,
    ],
  ])('refuses %s, naming the file', (_case, courseText, lessonFiles, message) => {
    const read = () => readCourseRecord('ice-ages', courseText, lessonFiles);
    expect(read).toThrow(ArchiveFileProblem);
    expect(read).toThrow(message);
  });
});
