import { Module, type DynamicModule } from '@nestjs/common';
import { MailOutboxModule, OutboxMailEntity } from '@site/mailer';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { IdentityConfig } from './config.js';
import { Users1732300000000 } from './database/migrations/1732300000000-users.js';
import { Bookmarks1732400000000 } from './database/migrations/1732400000000-bookmarks.js';
import { AccountSecurity1733200000000 } from './database/migrations/1733200000000-account-security.js';
import { AvatarsAndPreferences1733210000000 } from './database/migrations/1733210000000-avatars-and-preferences.js';
import { UserSuspension1733230000000 } from './database/migrations/1733230000000-user-suspension.js';
import { UnverifiedAccounts1733290000000 } from './database/migrations/1733290000000-unverified-accounts.js';
import { AccountModule } from './features/account/account.module.js';
import { AdminModule } from './features/admin/admin.module.js';
import { AvatarEntity } from './features/avatars/avatar.entity.js';
import { AvatarsModule } from './features/avatars/avatars.module.js';
import { BookmarkEntity } from './features/bookmarks/bookmark.entity.js';
import { BookmarksModule } from './features/bookmarks/bookmarks.module.js';
import { InternalModule } from './features/internal/internal.module.js';
import { PasswordResetEntity } from './features/password-reset/password-reset.entity.js';
import { PasswordResetModule } from './features/password-reset/password-reset.module.js';
import { PreferencesEntity } from './features/preferences/preferences.entity.js';
import { PreferencesModule } from './features/preferences/preferences.module.js';
import { UserEntity } from './features/users/user.entity.js';
import { UsersModule } from './features/users/users.module.js';
import { EmailCodeEntity } from './features/verification/email-code.entity.js';
import { VerificationModule } from './features/verification/verification.module.js';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot(config),
        databaseModule(config, {
          schema: 'identity',
          entities: [
            UserEntity,
            BookmarkEntity,
            AvatarEntity,
            PreferencesEntity,
            EmailCodeEntity,
            PasswordResetEntity,
            OutboxMailEntity,
          ],
          migrations: [
            Users1732300000000,
            Bookmarks1732400000000,
            AccountSecurity1733200000000,
            AvatarsAndPreferences1733210000000,
            UserSuspension1733230000000,
            UnverifiedAccounts1733290000000,
          ],
        }),
        MailOutboxModule.forRoot(config.mail),
        UsersModule,
        InternalModule,
        AdminModule,
        BookmarksModule,
        AvatarsModule,
        PreferencesModule,
        VerificationModule,
        PasswordResetModule,
        AccountModule,
      ],
    };
  }
}
