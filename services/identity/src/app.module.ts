import { Module, type DynamicModule } from '@nestjs/common';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { IdentityConfig } from './config.js';
import { Users1732300000000 } from './database/migrations/1732300000000-users.js';
import { Bookmarks1732400000000 } from './database/migrations/1732400000000-bookmarks.js';
import { AdminModule } from './features/admin/admin.module.js';
import { BookmarkEntity } from './features/bookmarks/bookmark.entity.js';
import { BookmarksModule } from './features/bookmarks/bookmarks.module.js';
import { InternalModule } from './features/internal/internal.module.js';
import { UserEntity } from './features/users/user.entity.js';
import { UsersModule } from './features/users/users.module.js';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot(config),
        databaseModule(config, {
          schema: 'identity',
          entities: [UserEntity, BookmarkEntity],
          migrations: [Users1732300000000, Bookmarks1732400000000],
        }),
        UsersModule,
        InternalModule,
        AdminModule,
        BookmarksModule,
      ],
    };
  }
}
