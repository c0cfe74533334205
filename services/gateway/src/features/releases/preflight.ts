import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { PreflightReport, RemoteName } from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { GatewayConfig } from '../../config.js';
import { SITEMAP_FILES } from '../proxy/service-routes.js';
import { BuildReader } from './build-reader.js';
import { buildProblems, parseBuild, type ReadBuild } from './build-check.js';
import { ReleaseState } from './release-state.js';
import { publicAddresses, renderProblems } from './render-check.js';

/** Written by the shell's build beside its page assets (see libs/build `PageAssetsPlugin`). */
const SHARED_VERSIONS_FILE = 'shared-versions.json';

/**
 * The checks a build passes before it may be released: its manifest loads; it is the remote's build and exposes
 * what the shell mounts, against the shell's contract version; its singletons accept the shell's versions; and the
 * render process draws each of the remote's public pages with it, with seeded data, without failing an area.
 */
@Injectable()
export class Preflight {
  constructor(
    private readonly builds: BuildReader,
    private readonly state: ReleaseState,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async check(remote: RemoteName, manifestUrl: string): Promise<{ report: PreflightReport; build: ReadBuild | null }> {
    const refused = (reasons: string[], build: ReadBuild | null = null) => ({
      report: { ok: false, reasons, version: build?.version ?? null, buildId: build?.buildId ?? null },
      build,
    });
    const read = await this.builds.text(manifestUrl);
    if ('failure' in read) return refused([`The manifest at ${manifestUrl} could not be loaded (${read.failure}).`]);
    const build = parseBuild(read.text);
    if (typeof build === 'string') return refused([build]);
    const problems = buildProblems(remote, build, await this.shellShared());
    // A build that cannot load beside the shell is not worth rendering.
    if (problems.length > 0) return refused(problems, build);
    const rendered = await renderProblems(
      this.config.renderUrl,
      await this.remotesWith(remote, manifestUrl),
      await publicAddresses(remote, SITEMAP_FILES, this.builds),
    );
    if (rendered.length > 0) return refused(rendered, build);
    return { report: { ok: true, reasons: [], version: build.version, buildId: build.buildId }, build };
  }

  /** The shell's singletons and their versions; none when its build says nothing (an older build). */
  private async shellShared(): Promise<Record<string, string>> {
    const text = await readFile(path.join(this.config.shellDir, SHARED_VERSIONS_FILE), 'utf8').catch(() => '{}');
    return JSON.parse(text) as Record<string, string>;
  }

  /** Every remote's stable build, and the candidate for `remote`. */
  private async remotesWith(remote: RemoteName, manifestUrl: string) {
    const snapshot = await this.state.current();
    const remotes = Object.fromEntries([...snapshot].map(([name, live]) => [name, live.stable.manifestUrl]));
    return { ...remotes, [remote]: manifestUrl };
  }
}
