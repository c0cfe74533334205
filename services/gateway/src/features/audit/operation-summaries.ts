import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ServiceDocuments } from '../docs/service-documents.js';
import { Upstreams } from '../proxy/upstreams.js';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

const patterns = new Map<string, RegExp>();

/** `/api/admin/users/{id}/suspend` as a pattern of concrete paths. */
function patternOf(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const source = template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    pattern = new RegExp(`^${source}$`);
    patterns.set(template, pattern);
  }
  return pattern;
}

const parameterCount = (template: string) => template.split('{').length - 1;

/**
 * The summary the services document for an operation ("Suspend an account"), found by matching a concrete
 * path against the paths of their OpenAPI documents; the fewest parameters win (`/essays/new` over `/essays/{id}`).
 */
@Injectable()
export class OperationSummaries {
  private readonly documents: ServiceDocuments;
  private own: OpenAPIObject | null = null;

  constructor(upstreams: Upstreams) {
    this.documents = new ServiceDocuments(upstreams);
  }

  /** The gateway's own document, for the routes it answers itself (an import refused before its handler ran). */
  useOwnDocument(document: OpenAPIObject): void {
    this.own = document;
  }

  async summaryOf(method: string, path: string): Promise<string | null> {
    const key = method.toLowerCase() as Method;
    const documents = [
      ...(this.own ? [this.own] : []),
      ...(await this.documents.all()).map(({ document }) => document),
    ];
    const candidates = documents.flatMap((document) =>
      Object.entries(document.paths).flatMap(([template, item]) => {
        const summary = item[key]?.summary;
        return summary && patternOf(template).test(path) ? [{ template, summary }] : [];
      }),
    );
    candidates.sort((a, b) => parameterCount(a.template) - parameterCount(b.template));
    return candidates[0]?.summary ?? null;
  }
}
