import { Module, type DynamicModule } from '@nestjs/common';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { IdentityConfig } from './config.js';
import { Users1732300000000 } from './database/migrations/1732300000000-users.js';
import { AdminModule } from './features/admin/admin.module.js';
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
        databaseModule(config, { schema: 'identity', entities: [UserEntity], migrations: [Users1732300000000] }),
        UsersModule,
        InternalModule,
        AdminModule,
      ],
    };
  }
}
