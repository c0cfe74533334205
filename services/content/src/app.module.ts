import { Module, type DynamicModule } from '@nestjs/common';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { ContentConfig } from './config.js';
import { Initial1732200000000 } from './database/migrations/1732200000000-initial.js';
import { EssayViews1732300000000 } from './database/migrations/1732300000000-essay-views.js';
import { Search1732650000000 } from './database/migrations/1732650000000-search.js';
import { TopicDescriptions1732850000000 } from './database/migrations/1732850000000-topic-descriptions.js';
import { SearchPhrasePairs1732960000000 } from './database/migrations/1732960000000-search-phrase-pairs.js';
import { EssayTitleOrder1732970000000 } from './database/migrations/1732970000000-essay-title-order.js';
import { EssayEntity } from './features/essays/essay.entity.js';
import { EssayViewEntity } from './features/essays/essay-view.entity.js';
import { EssaysModule } from './features/essays/essays.module.js';
import { TagEntity } from './features/essays/tag.entity.js';
import { FeedsModule } from './features/feeds/feeds.module.js';
import { JournalModule } from './features/journal/journal.module.js';
import { PagesModule } from './features/pages/pages.module.js';
import { SearchModule } from './features/search/search.module.js';
import { SeedModule } from './features/seed/seed.module.js';
import { TopicEntity } from './features/topics/topic.entity.js';
import { TopicsModule } from './features/topics/topics.module.js';

@Module({})
export class AppModule {
  static register(config: ContentConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot(config),
        databaseModule(config, {
          schema: 'content',
          entities: [TopicEntity, TagEntity, EssayEntity, EssayViewEntity],
          migrations: [
            Initial1732200000000,
            EssayViews1732300000000,
            Search1732650000000,
            TopicDescriptions1732850000000,
            SearchPhrasePairs1732960000000,
            EssayTitleOrder1732970000000,
          ],
        }),
        TopicsModule,
        EssaysModule,
        JournalModule,
        FeedsModule,
        PagesModule,
        SearchModule,
        SeedModule,
      ],
    };
  }
}
