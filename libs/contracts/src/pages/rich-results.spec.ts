import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import BaseValidator from '@adobe/structured-data-validator/src/types/base.js';
import {
  blogPostingLd,
  bookLd,
  courseLd,
  podcastEpisodeLd,
  quizLd,
  scholarlyArticleLd,
  type StructuredData,
} from './structured-data.js';

/*
 * Google's rich-result rules, checked with @adobe/structured-data-validator, which implements them for the
 * nested types (Person, Organization, Review, Rating, ImageObject, ListItem…). It has no rules of its own for
 * the page types below, so they are registered here, as its handler registry allows, from Google Search
 * Central's documentation of each feature.
 */

/** Article (BlogPosting and ScholarlyArticle are articles), with the publisher and logo validators ask for. */
class ArticleRules extends BaseValidator {
  getConditions() {
    return [
      this.required('headline', 'string'),
      this.required('author'),
      this.required('datePublished', 'date'),
      this.recommended('dateModified', 'date'),
      this.required('image', 'url'),
      this.required('publisher.name', 'string'),
      this.required('publisher.logo.url', 'url'),
    ].map((condition) => condition.bind(this));
  }
}

/** A person or organisation named as an author or publisher, with its name. */
class AgentRules extends BaseValidator {
  getConditions() {
    return [this.required('name', 'string')].map((condition) => condition.bind(this));
  }
}

/** Course info: the provider, the offer and an instance with its mode and workload or schedule. */
class CourseRules extends BaseValidator {
  getConditions() {
    return [
      this.required('name', 'string'),
      this.required('description', 'string'),
      this.required('provider.name', 'string'),
      this.required('offers'),
      this.required('hasCourseInstance'),
    ].map((condition) => condition.bind(this));
  }
}

class OfferRules extends BaseValidator {
  getConditions() {
    return [this.required('category', 'enum', 'Free', 'Partially Free', 'Subscription', 'Paid')].map((condition) =>
      condition.bind(this),
    );
  }
}

class CourseInstanceRules extends BaseValidator {
  getConditions() {
    return [
      this.required('courseMode', 'enum', 'Online', 'Onsite', 'Blended'),
      this.or(this.required('courseWorkload', 'duration'), this.required('courseSchedule')),
    ].map((condition) => condition.bind(this));
  }
}

/** A book: its name, author and page; a review of it is checked by the validator's review snippet rules. */
class BookRules extends BaseValidator {
  getConditions() {
    return [this.required('name', 'string'), this.required('author.name', 'string'), this.required('url', 'url')].map(
      (condition) => condition.bind(this),
    );
  }
}

/** An episode: what a podcast app or a search engine needs to list and play it. */
class EpisodeRules extends BaseValidator {
  getConditions() {
    return [
      this.required('name', 'string'),
      this.required('url', 'url'),
      this.required('datePublished', 'date'),
      this.required('partOfSeries.name', 'string'),
      this.required('associatedMedia.contentUrl', 'url'),
      this.required('associatedMedia.duration', 'duration'),
    ].map((condition) => condition.bind(this));
  }
}

/**
 * A quiz as a page to take. Google's quiz feature (Education Q&A) lists each question with its accepted answer;
 * this site scores quizzes on the server and never publishes their answers, so a quiz names what it is and how
 * long it is instead.
 */
class QuizRules extends BaseValidator {
  getConditions() {
    return [
      this.required('name', 'string'),
      this.required('description', 'string'),
      this.required('url', 'url'),
      this.required('numberOfQuestions', 'number'),
    ].map((condition) => condition.bind(this));
  }
}

function validator() {
  const checker = new Validator();
  const rules: Record<string, unknown> = {
    BlogPosting: ArticleRules,
    ScholarlyArticle: ArticleRules,
    Course: CourseRules,
    Offer: OfferRules,
    CourseInstance: CourseInstanceRules,
    Book: BookRules,
    PodcastEpisode: EpisodeRules,
    Quiz: QuizRules,
    Person: AgentRules,
    Organization: AgentRules,
  };
  for (const [type, handler] of Object.entries(rules)) {
    checker.registeredHandlers[type] = [
      ...(checker.registeredHandlers[type] ?? []),
      async () => ({ default: handler }),
    ];
  }
  return checker;
}

/** Every issue Google's rules find in one JSON-LD item, errors and warnings alike. */
async function issuesOf(data: StructuredData | Record<string, unknown>): Promise<ValidationIssue[]> {
  return validator().validate({ jsonld: { [String(data['@type'])]: [structuredClone(data)] } });
}

const SITE = 'https://example.org';
const AUTHOR = { name: 'The author', url: `${SITE}/about` };

const essay = blogPostingLd({
  headline: 'On doubt',
  description: 'Doubt, daily.',
  url: `${SITE}/essay/on-doubt`,
  datePublished: '2026-01-02',
  image: `${SITE}/cards/essays/on-doubt.png`,
  keywords: ['doubt'],
  articleSection: ['Philosophy'],
  author: AUTHOR,
});

const EMITTED: [string, StructuredData][] = [
  ['BlogPosting', essay],
  [
    'Book',
    bookLd({
      name: 'The Name of the Rose',
      url: `${SITE}/library/books#the-name-of-the-rose`,
      author: 'Umberto Eco',
      year: 1980,
      image: `${SITE}/media/covers/rose.webp`,
      rating: 5,
      reviewedOn: '2026-02-14',
    }),
  ],
  [
    'ScholarlyArticle',
    scholarlyArticleLd({
      name: 'Two Clocks: Lecture Notes on Physical and Lived Time',
      url: `${SITE}/library/document/two-clocks`,
      description: 'Notes on time.',
      authors: ['Iris Calloway'],
      datePublished: '2025-02-11',
      venue: 'Commonplace Working Papers',
      doi: null,
      pdfUrl: `${SITE}/media/documents/two-clocks.pdf`,
      keywords: ['Physics'],
    }),
  ],
  [
    'PodcastEpisode',
    podcastEpisodeLd({
      name: 'Doubt as a daily practice',
      url: `${SITE}/podcast/doubt-as-a-daily-practice`,
      description: 'Why doubt.',
      datePublished: '2026-03-01',
      episodeNumber: 3,
      audioUrl: `${SITE}/media/podcast/doubt.mp3`,
      durationSeconds: 754,
      image: `${SITE}/media/podcast/art.png`,
      series: { name: 'Commonplace Audio', url: `${SITE}/podcast` },
    }),
  ],
  [
    'Course',
    courseLd({
      name: 'Logic and Proof',
      description: 'From arguments to proofs.',
      url: `${SITE}/courses/logic-and-proof`,
      workloadMinutes: 150,
    }),
  ],
  [
    'Quiz',
    quizLd({
      name: 'Famous paradoxes',
      description: 'Ten paradoxes.',
      url: `${SITE}/quiz/famous-paradoxes`,
      about: 'Philosophy',
      numberOfQuestions: 10,
    }),
  ],
];

test.each(EMITTED)('a %s passes the rich-result rules with no error or warning', async (_type, data) => {
  expect(await issuesOf(data)).toEqual([]);
});

test('the rules catch what was missing: an article without a publisher, a review without its author', async () => {
  const { publisher: _publisher, ...unpublished } = essay;
  expect(await issuesOf(unpublished)).toContainEqual(
    expect.objectContaining({ severity: 'ERROR', fieldNames: ['publisher.name'] }),
  );
  const book = EMITTED.find(([type]) => type === 'Book')?.[1] as StructuredData & { review: object };
  const anonymous = { ...book, review: { ...book.review, author: undefined } };
  expect(await issuesOf(anonymous)).toContainEqual(
    expect.objectContaining({ severity: 'ERROR', fieldNames: ['author'] }),
  );
});
