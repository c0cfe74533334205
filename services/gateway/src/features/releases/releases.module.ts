import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { GatewayConfig } from '../../config.js';
import { AuditModule } from '../audit/audit.module.js';
import { AudienceClient } from '../auth/audience-client.js';
import { IdentityClient } from '../auth/identity-client.js';
import { BuildReader } from './build-reader.js';
import { DeployTokens } from './deploy-tokens.js';
import { DeployTokensController } from './deploy-tokens.controller.js';
import { Preflight } from './preflight.js';
import { ReleaseCallerGuard } from './release-caller.guard.js';
import { ReleaseHealthController } from './release-health.controller.js';
import { ReleaseState } from './release-state.js';
import { ReleasesOverviewController, ReleasesController } from './releases.controller.js';
import { ReleasesRepository } from './releases.repository.js';
import { Releases } from './releases.service.js';

/**
 * Remote releases: the state `/remotes.json` and the first HTML are served from, the release API for the author and
 * the teams' deploy tokens, pre-flight, and the browsers' health reports that withdraw a failing canary.
 */
@Module({
  imports: [AuditModule],
  controllers: [ReleasesOverviewController, ReleasesController, ReleaseHealthController, DeployTokensController],
  providers: [
    { provide: BuildReader, inject: [SERVICE_CONFIG], useFactory: (config: GatewayConfig) => new BuildReader(config) },
    ReleasesRepository,
    ReleaseState,
    Releases,
    Preflight,
    DeployTokens,
    ReleaseCallerGuard,
    AudienceClient,
    IdentityClient,
  ],
  exports: [ReleaseState],
})
export class ReleasesModule {}
