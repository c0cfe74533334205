import { Module, type DynamicModule } from '@nestjs/common';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { ContentConfig } from './config.js';
import { Initial1732200000000 } from './database/migrations/1732200000000-initial.js';
import { EssayViews1732300000000 } from './database/migrations/1732300000000-essay-views.js';
import { Search1732650000000 } from './database/migrations/1732650000000-search.js';
import { TopicDescriptions1732850000000 } from './database/migrations/1732850000000-topic-descriptions.js';
import { SearchPhrasePairs1732960000000 } from './database/migrations/1732960000000-search-phrase-pairs.js';
import { EssayTitleOrder1732970000000 } from './database/migrations/1732970000000-essay-title-order.js';
import { LibraryBooks1733100000000 } from './database/migrations/1733100000000-library-books.js';
import { LibraryAudio1733120000000 } from './database/migrations/1733120000000-library-audio.js';
import { LibraryAcademic1733110000000 } from './database/migrations/1733110000000-library-academic.js';
import { AcademicModule } from './features/library/academic/academic.module.js';
import { PaperEntity } from './features/library/academic/paper.entity.js';
import { CitedInModule } from './features/library/cited-in/cited-in.module.js';
import { DocumentsModule } from './features/library/documents/documents.module.js';
import { LibraryDocumentEntity } from './features/library/documents/library-document.entity.js';
import { PlaybackPositions1733130000000 } from './database/migrations/1733130000000-playback-positions.js';
import { EssayPublishing1733220000000 } from './database/migrations/1733220000000-essay-publishing.js';
import { AdminEssaysModule } from './features/admin-essays/admin-essays.module.js';
import { AdminJournalModule } from './features/admin-journal/admin-journal.module.js';
import { AdminMediaModule } from './features/admin-media/admin-media.module.js';
import { AdminPodcastModule } from './features/admin-podcast/admin-podcast.module.js';
import { AdminLibraryModule } from './features/admin-library/admin-library.module.js';
import { AdminBooksModule } from './features/admin-books/admin-books.module.js';
import { MediaImageEntity } from './features/admin-media/media-image.entity.js';
import { EssayCoverEntity } from './features/admin-essays/essay-cover.entity.js';
import { EssayRevisionEntity } from './features/essays/essay-revision.entity.js';
import { TopicEdits1733230000000 } from './database/migrations/1733230000000-topic-edits.js';
import { JournalEntries1733300000000 } from './database/migrations/1733300000000-journal-entries.js';
import { MediaFiles1733310000000 } from './database/migrations/1733310000000-media-files.js';
import { SearchParts1733320000000 } from './database/migrations/1733320000000-search-parts.js';
import { JournalDeletions1733330000000 } from './database/migrations/1733330000000-journal-deletions.js';
import { AuditEvents1733340000000 } from './database/migrations/1733340000000-audit-events.js';
import { MediaImages1733350000000 } from './database/migrations/1733350000000-media-images.js';
import { PodcastAuthoring1733430000000 } from './database/migrations/1733430000000-podcast-authoring.js';
import { LibraryBookAuthoring1733440000000 } from './database/migrations/1733440000000-library-book-authoring.js';
import { LibraryItemAuthoring1733450000000 } from './database/migrations/1733450000000-library-item-authoring.js';
import { AuditEventEntity } from './features/audit-events/audit-event.entity.js';
import { AuditEventsModule } from './features/audit-events/audit-events.module.js';
import { AdminStatsModule } from './features/admin-stats/admin-stats.module.js';
import { AdminTopicsModule } from './features/admin-topics/admin-topics.module.js';
import { CardsModule } from './features/cards/cards.module.js';
import { EssayEntity } from './features/essays/essay.entity.js';
import { EssayViewEntity } from './features/essays/essay-view.entity.js';
import { EssaysModule } from './features/essays/essays.module.js';
import { TagEntity } from './features/essays/tag.entity.js';
import { FeedsModule } from './features/feeds/feeds.module.js';
import { JournalEntryEntity } from './features/journal/journal-entry.entity.js';
import { JournalModule } from './features/journal/journal.module.js';
import { BookQuoteEntity } from './features/library/books/book-quote.entity.js';
import { BookEntity } from './features/library/books/book.entity.js';
import { BooksModule } from './features/library/books/books.module.js';
import { ShelfEntity } from './features/library/books/shelf.entity.js';
import { LibraryOverviewModule } from './features/library/overview/library-overview.module.js';
import { AudioItemEntity } from './features/library/audio/audio-item.entity.js';
import { AudioModule } from './features/library/audio/audio.module.js';
import { MediaFileEntity } from './features/library/media/media-file.entity.js';
import { MediaModule } from './features/library/media/media.module.js';
import { PodcastChapterEntity } from './features/library/podcast/podcast-chapter.entity.js';
import { PodcastEpisodeEntity } from './features/library/podcast/podcast-episode.entity.js';
import { PodcastShowEntity } from './features/library/podcast/podcast-show.entity.js';
import { PodcastTranscriptLineEntity } from './features/library/podcast/podcast-transcript-line.entity.js';
import { PodcastModule } from './features/library/podcast/podcast.module.js';
import { PlaybackPositionEntity } from './features/library/positions/playback-position.entity.js';
import { PositionsModule } from './features/library/positions/positions.module.js';
import { SearchModule } from './features/search/search.module.js';
import { SeedModule } from './features/seed/seed.module.js';
import { TopicEntity } from './features/topics/topic.entity.js';
import { TopicsModule } from './features/topics/topics.module.js';
import { TransferModule } from './features/transfer/transfer.module.js';
import { BlogImport1733460000000 } from './database/migrations/1733460000000-blog-import.js';
import { BlogImportModule } from './features/blog-import/blog-import.module.js';
import { EssayRedirectEntity } from './features/blog-import/essay-redirect.entity.js';
import { ImportedItemEntity } from './features/blog-import/imported-item.entity.js';

@Module({})
export class AppModule {
  static register(config: ContentConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot(config),
        databaseModule(config, {
          schema: 'content',
          entities: [
            TopicEntity,
            TagEntity,
            EssayEntity,
            EssayViewEntity,
            EssayRevisionEntity,
            EssayCoverEntity,
            ShelfEntity,
            BookEntity,
            BookQuoteEntity,
            LibraryDocumentEntity,
            PaperEntity,
            AudioItemEntity,
            PodcastEpisodeEntity,
            PodcastShowEntity,
            PodcastChapterEntity,
            PodcastTranscriptLineEntity,
            PlaybackPositionEntity,
            JournalEntryEntity,
            AuditEventEntity,
            MediaFileEntity,
            MediaImageEntity,
            ImportedItemEntity,
            EssayRedirectEntity,
          ],
          migrations: [
            Initial1732200000000,
            EssayViews1732300000000,
            Search1732650000000,
            TopicDescriptions1732850000000,
            SearchPhrasePairs1732960000000,
            EssayTitleOrder1732970000000,
            LibraryBooks1733100000000,
            LibraryAcademic1733110000000,
            LibraryAudio1733120000000,
            PlaybackPositions1733130000000,
            EssayPublishing1733220000000,
            TopicEdits1733230000000,
            JournalEntries1733300000000,
            MediaFiles1733310000000,
            SearchParts1733320000000,
            JournalDeletions1733330000000,
            AuditEvents1733340000000,
            MediaImages1733350000000,
            PodcastAuthoring1733430000000,
            LibraryBookAuthoring1733440000000,
            LibraryItemAuthoring1733450000000,
            BlogImport1733460000000,
          ],
        }),
        TopicsModule,
        EssaysModule,
        JournalModule,
        FeedsModule,
        CardsModule,
        SearchModule,
        BooksModule,
        LibraryOverviewModule,
        AcademicModule,
        DocumentsModule,
        CitedInModule,
        AudioModule,
        PodcastModule,
        PositionsModule,
        MediaModule,
        SeedModule,
        TransferModule,
        BlogImportModule,
        AdminEssaysModule,
        AdminJournalModule,
        AdminMediaModule,
        AdminPodcastModule,
        AdminLibraryModule,
        AdminBooksModule,
        AuditEventsModule,
        AdminTopicsModule,
        AdminStatsModule,
      ],
    };
  }
}
