import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  AUTHOR_NAME,
  breadcrumbListLd,
  collectionPageLd,
  courseLd,
  defaultPageHead,
  findSiteRoute,
  hasFixedHead,
  PAGE_HEADS,
  pathTo,
  quizLd,
  ROUTES,
  documentTitle,
  type LinkedPage,
  type PageDataEntry,
  type PageDocument,
  type PageHead,
  type RouteId,
} from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { LearnConfig } from '../../config.js';
import { CoursesService } from '../courses/courses.service.js';
import { QuizzesService } from '../quizzes/quizzes.service.js';

/** The quizzes with an address of their own, by the slug their screen shows. */
const NAMED_QUIZZES: Record<string, string> = {
  physicsQuiz: 'physics-concepts',
  mathematicsQuiz: 'mathematics-concepts',
  numericalIqTest: 'numerical-iq-test',
  spatialIqTest: 'spatial-iq-test',
};

/** Null for a lookup that found nothing; other errors go on. */
const orNull = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    if (error instanceof NotFoundException) return null;
    throw error;
  });

/**
 * What the first HTML of a learn page carries: its head and the screen's query data as a visitor sees
 * it (no enrolment, no attempts). Quizzes are interactive, so the app draws them; no main text.
 */
@Injectable()
export class PageDocumentService {
  constructor(
    private readonly courses: CoursesService,
    private readonly quizzes: QuizzesService,
    @Inject(SERVICE_CONFIG) private readonly config: LearnConfig,
  ) {}

  async document(address: string): Promise<PageDocument> {
    const path = new URL(address, 'http://page.invalid').pathname;
    const route = findSiteRoute(path);
    const param = route?.path.includes(':') ? decodeParam(path.split('/')[2]) : undefined;
    switch (route?.id) {
      case 'courses':
      case 'learn':
        return this.courseList(route.id === 'learn' ? pathTo('learn') : pathTo('courses'));
      case 'course':
        return param === null ? this.missing(path, 'Course') : this.course(param!);
      case 'quizzes':
        return this.quizList();
      case 'quiz':
        return param === null ? this.missing(path, 'Quiz') : this.quiz(param!, path);
      case 'physicsQuiz':
      case 'mathematicsQuiz':
      case 'numericalIqTest':
      case 'spatialIqTest':
        return this.quiz(NAMED_QUIZZES[route.id], path);
      case 'spatialIqResults':
        // A reader's own results: nothing to index, nothing shared to carry.
        return {
          status: 200,
          head: this.head('Spatial IQ Test: your results', 'Your results in the spatial IQ test.', path, {
            robots: 'noindex',
          }),
        };
      default:
        return route?.owner === 'learn'
          ? { status: 200, head: this.ownHead(route.id, path) }
          : this.missing(path, 'Page');
    }
  }

  /** A page the app draws from its own text: its head from the shared table, else the site's until it has one. */
  private ownHead(id: RouteId, path: string): PageHead {
    if (!hasFixedHead(id)) return defaultPageHead(path);
    const { title, description } = PAGE_HEADS[id];
    return this.head(title, description, ROUTES[id].path, {
      structuredData: [this.breadcrumbs([title, ROUTES[id].path])],
    });
  }

  private url(path: string): string {
    return `${this.config.siteUrl}${path}`;
  }

  private page(name: string, path: string): LinkedPage {
    return { name, url: this.url(path) };
  }

  private breadcrumbs(...steps: [name: string, path: string][]) {
    return breadcrumbListLd([this.page('Home', pathTo('home')), ...steps.map(([name, path]) => this.page(name, path))]);
  }

  private head(title: string, description: string, path: string, extra: Partial<PageHead> = {}): PageHead {
    return { title: documentTitle(title), description, path, type: 'website', structuredData: [], ...extra };
  }

  private missing(path: string, what: string): PageDocument {
    return {
      status: 404,
      head: this.head(`${what} not found`, `There is no ${what.toLowerCase()} at this address.`, path, {
        robots: 'noindex',
      }),
    };
  }

  /** A list page: a collection of links to its items, and the list as the screen's query keeps it. */
  private collection(
    { title, description }: { title: string; description: string },
    path: string,
    items: LinkedPage[],
    list: PageDataEntry,
  ): PageDocument {
    return {
      status: 200,
      head: this.head(title, description, path, {
        structuredData: [
          collectionPageLd({ name: title, description, url: this.url(path), items }),
          this.breadcrumbs([title, path]),
        ],
      }),
      data: [list],
    };
  }

  private async courseList(path: string): Promise<PageDocument> {
    const courses = await this.courses.list();
    const items = courses.map((course) => this.page(course.title, pathTo('course', { slug: course.slug })));
    return this.collection(PAGE_HEADS.courses, path, items, { queryKey: ['courses', 'list'], data: courses });
  }

  /** The course as a visitor sees it: not enrolled, no progress. */
  private async course(slug: string): Promise<PageDocument> {
    const path = pathTo('course', { slug });
    const course = await orNull(this.courses.detail(slug, null));
    if (!course) return this.missing(path, 'Course');
    return {
      status: 200,
      head: this.head(course.title, course.summary, path, {
        structuredData: [
          courseLd({
            name: course.title,
            description: course.summary,
            url: this.url(path),
            provider: this.page(AUTHOR_NAME, pathTo('about')),
          }),
          this.breadcrumbs([PAGE_HEADS.courses.title, pathTo('courses')], [course.title, path]),
        ],
      }),
      data: [{ queryKey: ['courses', 'detail', slug], data: course, personal: true }],
    };
  }

  private async quizList(): Promise<PageDocument> {
    const quizzes = await this.quizzes.standalone();
    const items = quizzes.map((quiz) => this.page(quiz.title, pathTo('quiz', { slug: quiz.slug })));
    return this.collection(PAGE_HEADS.quizzes, pathTo('quizzes'), items, {
      queryKey: ['quizzes', 'standalone'],
      data: quizzes,
    });
  }

  /** `slugOrId` as the screen keys its query; the page's own address is its canonical one, as the screen says. */
  private async quiz(slugOrId: string, path: string): Promise<PageDocument> {
    const quiz = await orNull(this.quizzes.view(slugOrId));
    if (!quiz) return this.missing(path, 'Quiz');
    const description = quiz.description.slice(0, 160);
    return {
      status: 200,
      head: this.head(quiz.title, description, path, {
        structuredData: [
          quizLd({
            name: quiz.title,
            description: quiz.description,
            url: this.url(path),
            about: quiz.category,
            numberOfQuestions: quiz.questionCount,
          }),
          this.breadcrumbs([PAGE_HEADS.quizzes.title, pathTo('quizzes')], [quiz.title, path]),
        ],
      }),
      data: [{ queryKey: ['quizzes', 'detail', slugOrId], data: quiz }],
    };
  }
}

/** A path segment decoded as the app's router decodes it; null when it does not decode. */
function decodeParam(segment: string | undefined): string | null {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return null;
  }
}
