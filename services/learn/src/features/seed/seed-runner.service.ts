import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SearchIndexService } from '../search/search-index.service.js';
import { CourseSeedService } from './course-seed.service.js';
import { QuizSeedService } from './quiz-seed.service.js';

/** Seeds at start in a fixed order: quizzes first, so lessons can link to them; then search catches up. */
@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  constructor(
    private readonly quizzes: QuizSeedService,
    private readonly courses: CourseSeedService,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.quizzes.seed();
    await this.courses.seed();
    await this.searchIndex.sync();
  }
}
