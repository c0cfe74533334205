import type { RouteId } from '../routes/table.js';
import { SITE_NAME } from '../site.js';

export const SITE_TAGLINE = 'Essays and courses on philosophy, mathematics, science and human experience';
export const SITE_DESCRIPTION =
  'Essays, a journal, a library, courses, quizzes and games on philosophy, mathematics, science and human experience, written by one curious author.';

/**
 * A page's title as the browser's tab shows it: its own, then the site's name. The home page's title starts
 * with the site's name already and stays as it is.
 */
export function documentTitle(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export interface FixedHead {
  /** Without the site's name, which the page's full title adds. */
  title: string;
  description: string;
}

/**
 * The title and description of every page whose head does not come from data, by route id, as the screen's
 * `PageMeta` writes them.
 */
export const PAGE_HEADS = {
  home: { title: SITE_TAGLINE, description: SITE_DESCRIPTION },
  auth: {
    title: 'Login or register',
    description:
      'Log in to your account or register for a new one to keep bookmarks, course progress and quiz results.',
  },
  passwordReset: {
    title: 'Choose a new password',
    description: 'Set a new password for your account with the link we mailed you.',
  },
  dashboard: { title: 'Dashboard', description: 'Your account, bookmarks and learning progress.' },
  profile: {
    title: 'Your profile',
    description: 'Your name, picture and account details, and your learning progress.',
  },
  settings: { title: 'Settings', description: 'Change your name and profile picture.' },
  bookmarks: { title: 'Bookmarks', description: 'The essays and pages you saved to read later.' },

  essays: {
    title: 'Essays',
    description:
      'Essays on philosophy, mathematics, science and human experience: search them, or browse by tag and topic.',
  },
  journal: {
    title: 'Journal',
    description: 'Short dated notes: what I noticed, read and thought about along the way.',
  },
  search: {
    title: 'Search',
    description: 'Search the whole site: essays, journal entries, topics, courses, lessons and quizzes.',
  },
  about: { title: 'About', description: 'Who writes here, what about, and how the site is organised.' },
  privacy: {
    title: 'Privacy',
    description: 'What this site stores about you, why, and for how long. No trackers, no advertising.',
  },
  gazaSolidarity: {
    title: 'Stop genocide now',
    description: 'Why every page of this site carries a red banner, and where help can be given.',
  },
  services: {
    title: 'Services',
    description:
      'Talks, reading groups, editing of essays and tutoring in mathematics and philosophy: what the author offers, for whom, and how to ask.',
  },
  integrations: {
    title: 'Integrations',
    description:
      "The site's feeds, per-topic feeds, sitemap and OpenAPI document, with addresses to copy, and how its pages preview when shared.",
  },
  multiColumnExample: {
    title: 'The column: how a narrow strip of text taught us to read',
    description:
      'From papyrus rolls to broadsheets to the screen: why text keeps returning to narrow columns, and what the eye does as it reads. Set in columns itself.',
  },
  photography: {
    title: 'Photography',
    description:
      'Landscapes no camera took: fog in the valleys, dunes, a mountain lake, the Milky Way. Each picture is computed from a few lines of mathematics and a seed.',
  },
  artGallery: {
    title: 'Art Gallery',
    description:
      'Generative art made by code on this site: flow fields, Truchet tiles, op art, a strange attractor, a colour study after Albers, Voronoi glass and a harmonograph.',
  },
  contact: {
    title: 'Contact',
    description:
      'Write to the author about an essay, a mistake, a course or a talk. Every message is read in person and answered within a week.',
  },
  newsletter: {
    title: 'Newsletter',
    description:
      'A monthly letter on philosophy, mathematics and science: the new essay, notes from the journal, one problem to think about and what I am reading. Every past issue is here to read.',
  },
  newsletterConfirm: {
    title: 'Confirm your subscription',
    description: `Confirm your subscription to the ${SITE_NAME} newsletter.`,
  },
  newsletterUnsubscribe: {
    title: 'Unsubscribe',
    description: `Stop receiving the ${SITE_NAME} newsletter.`,
  },
  library: {
    title: 'Library',
    description: 'Books, academic papers and audio on philosophy, mathematics, science and human experience.',
  },
  libraryBooks: {
    title: 'Books',
    description:
      'The books I am reading, have read and mean to read, on philosophy, mathematics, science and human experience: my notes, ratings and favourite lines.',
  },
  libraryAcademic: {
    title: 'Academic papers',
    description:
      'Papers and lecture notes on philosophy, mathematics and science, with abstracts, DOIs, full texts to read and citations ready to copy as BibTeX, RIS or APA.',
  },
  libraryAudio: {
    title: 'Audio',
    description:
      'Short lectures and readings on philosophy, mathematics and science, to play here and resume where you stopped.',
  },
  podcast: {
    title: 'Podcast',
    description:
      'Short spoken episodes on philosophy, mathematics, science and human experience, with show notes, chapters and full transcripts. Subscribe in any podcast app.',
  },
  courses: {
    title: 'Courses',
    description: 'Short courses on philosophy, mathematics and science, lesson by lesson, with quizzes.',
  },
  quizzes: {
    title: 'Quizzes',
    description: 'Quizzes on physics and mathematics, and numerical and spatial reasoning tests.',
  },
  aiTest: {
    title: 'Human or machine?',
    description:
      'Twelve short passages: six in the author’s own voice, six in the register of a language model. Guess which is which, then see the tells.',
  },
  courseEnroll: { title: 'Enrol in a course', description: 'Enrol in a course to keep your progress.' },

  games: {
    title: 'Games',
    description:
      'Sudoku, Minesweeper, Suguru, Nonogram, crosswords, Space Invaders and the Game of Life: fair puzzles and complete games.',
  },
  sudoku: {
    title: 'Sudoku',
    description:
      'Play Sudoku from easy to expert: every puzzle has one solution that logic alone reaches, with notes, hints and checks.',
  },
  minesweeper: {
    title: 'Minesweeper',
    description: 'Play Minesweeper on no-guess boards: beginner, medium and expert fields that logic alone can clear.',
  },
  suguru: {
    title: 'Suguru',
    description:
      'Play Suguru: fill each region with 1 to its size so that equal digits never touch, not even diagonally.',
  },
  nonogram: {
    title: 'Nonogram',
    description: 'Paint the cells the row and column clues describe to reveal a hidden picture, from 5×5 to 15×15.',
  },
  crossword: {
    title: 'Crossword',
    description:
      'Solve original crosswords on philosophy, mathematics, science and everyday life, with checks and reveals for every letter, word or puzzle.',
  },
  spaceInvaders: {
    title: 'Space Invaders',
    description: 'Defend the ground against marching waves of invaders that speed up as they thin out.',
  },
  gameOfLife: {
    title: 'Game of Life',
    description: "Conway's Game of Life: draw cells, place gliders, spaceships and glider guns, and watch them evolve.",
  },

  admin: { title: 'Admin', description: 'Site administration: counts, recent sign-ups and recent messages.' },
  adminUsers: { title: 'Users', description: 'Search the accounts, change roles, suspend accounts and end sessions.' },
  adminTopics: { title: 'Topics', description: 'The topics of the site: which are active and what each covers.' },
  adminEssays: { title: 'Essays', description: 'Every essay, drafts and scheduled ones included, with its status.' },
  adminEssayNew: {
    title: 'New essay',
    description: 'Write an essay in markdown with a live preview, then publish it.',
  },
  adminEssay: {
    title: 'Edit essay',
    description: 'Edit an essay with a live preview, its revisions, cover and SEO fields; schedule or publish it.',
  },
  adminJournal: { title: 'Journal', description: 'Every journal entry, those from the journal folder included.' },
  adminJournalNew: {
    title: 'New journal entry',
    description: 'Write a journal entry in markdown with a live preview.',
  },
  adminJournalEntry: {
    title: 'Edit journal entry',
    description: 'Edit a journal entry with a live preview, or delete it.',
  },
  adminNewsletter: {
    title: 'Newsletter',
    description: 'Subscribers, and issues composed from an essay, tested and sent to confirmed subscribers.',
  },
  adminQuizzes: {
    title: 'Quizzes',
    description: 'Every quiz, drafts included, with its status, version and attempts.',
  },
  adminQuizNew: {
    title: 'New quiz',
    description: 'Write a quiz: its questions of every kind, answers and explanations.',
  },
  adminQuiz: { title: 'Edit quiz', description: 'Edit a quiz and its questions, and publish or unpublish it.' },
  adminMedia: {
    title: 'Media',
    description: 'Images uploaded once, with their alt text, to insert into essays and lessons.',
  },
  adminCourses: {
    title: 'Courses',
    description: 'Every course, drafts included, with its lessons and enrolled readers.',
  },
  adminCourseNew: { title: 'New course', description: 'Start a course: its title, summary, level and topics.' },
  adminCourse: {
    title: 'Edit course',
    description: 'Edit a course, put its lessons in order, and publish or unpublish it.',
  },
  adminLessonNew: { title: 'New lesson', description: 'Write a lesson in markdown with a live preview.' },
  adminLesson: {
    title: 'Edit lesson',
    description: 'Edit a lesson with a live preview, and publish or unpublish it.',
  },
  adminPodcast: {
    title: 'Podcast',
    description: "The show's settings and artwork, and every episode, drafts and scheduled ones included.",
  },
  adminEpisodeNew: {
    title: 'New episode',
    description: 'Start an episode: its title, summary and show notes, saved as a draft.',
  },
  adminEpisode: {
    title: 'Edit episode',
    description: 'Edit an episode: its text, chapters, audio, artwork and transcript, and publish or schedule it.',
  },
  adminPapers: {
    title: 'Papers',
    description: "The library's papers and lecture notes, with their authors, venue and PDF.",
  },
  adminPaperNew: {
    title: 'New paper',
    description: 'Add a paper or lecture notes to the library, typed or filled from pasted BibTeX.',
  },
  adminPaper: {
    title: 'Edit paper',
    description: 'Edit a paper: its title, authors, venue, date, abstract, DOI, topics and PDF.',
  },
  adminRecordings: {
    title: 'Recordings',
    description: "The library's lectures and readings, drafts included.",
  },
  adminRecordingNew: {
    title: 'New recording',
    description: 'Start a lecture or a reading: its title, speaker and summary, saved as a draft.',
  },
  adminRecording: {
    title: 'Edit recording',
    description: 'Edit a recording: its text, audio and artwork, and publish or unpublish it.',
  },
  adminBooks: {
    title: 'Books',
    description: "The library's books with their status and shelves, and the author's own shelves.",
  },
  adminBookNew: {
    title: 'New book',
    description: 'Add a book to the library: its facts, where it stands, notes, quotes and shelves.',
  },
  adminBook: {
    title: 'Edit book',
    description: 'Edit a book: its facts, status and dates, shelves, topics, rating, notes, quotes and cover.',
  },
  adminAudit: {
    title: 'Audit log',
    description: 'Every admin action: who did what, when and from where, and how it ended.',
  },
  adminExport: {
    title: 'Export and import',
    description: 'Download all content as one archive, or import an archive back.',
  },
  adminInbox: {
    title: 'Inbox',
    description: 'Contact messages and chat conversations in one list, answered by mail or in the chat.',
  },
  adminReleases: {
    title: 'Releases',
    description: 'Each remote’s stable build and canary, their error rates, the release history and deploy tokens.',
  },
} as const satisfies Partial<Record<RouteId, FixedHead>>;

/** Who writes the site, as structured data names them. */
export const AUTHOR_NAME = 'The author';
