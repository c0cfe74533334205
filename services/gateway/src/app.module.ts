import { Module, type DynamicModule } from '@nestjs/common';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { GatewayConfig } from './config.js';
import { Sessions1732200000001 } from './database/migrations/1732200000001-sessions.js';
import { SessionDetails1733200000000 } from './database/migrations/1733200000000-session-details.js';
import { AuditLog1733270000000 } from './database/migrations/1733270000000-audit-log.js';
import { RateLimits1734100000000 } from './database/migrations/1734100000000-rate-limits.js';
import { AuditSources1734200000000 } from './database/migrations/1734200000000-audit-sources.js';
import { RemoteReleases1734300000000 } from './database/migrations/1734300000000-remote-releases.js';
import { AuditEntryEntity } from './features/audit/audit-entry.entity.js';
import { AuditModule } from './features/audit/audit.module.js';
import { TransferModule } from './features/transfer/transfer.module.js';
import { AuthModule } from './features/auth/auth.module.js';
import { HealthController } from './features/health/health.controller.js';
import { SharedCache } from './features/proxy/shared-cache.js';
import { Upstreams } from './features/proxy/upstreams.js';
import { ReleasesModule } from './features/releases/releases.module.js';
import { SearchModule } from './features/search/search.module.js';
import { SessionEntity } from './features/session/session.entity.js';
import { RemotesManifest } from './features/static/remotes-manifest.js';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    const upstreams = { provide: Upstreams, useValue: new Upstreams(config) };
    const cache = { provide: SharedCache, useValue: new SharedCache() };
    // `/remotes.json`'s configuration: the starting point of the release state.
    const configuredRemotes = { provide: RemotesManifest, useValue: new RemotesManifest(config) };
    return {
      module: AppModule,
      global: true,
      imports: [
        ServiceKitModule.forRoot(config, { health: false, metrics: false }),
        databaseModule(config, {
          schema: 'gateway',
          entities: [SessionEntity, AuditEntryEntity],
          migrations: [
            Sessions1732200000001,
            SessionDetails1733200000000,
            AuditLog1733270000000,
            RateLimits1734100000000,
            AuditSources1734200000000,
            RemoteReleases1734300000000,
          ],
        }),
        AuthModule,
        SearchModule,
        AuditModule,
        TransferModule,
        ReleasesModule,
      ],
      controllers: [HealthController],
      providers: [upstreams, cache, configuredRemotes],
      exports: [upstreams, cache, configuredRemotes],
    };
  }
}
