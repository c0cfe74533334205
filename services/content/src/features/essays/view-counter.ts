import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG, type ServiceConfig } from '@site/service-kit';
import { EssayViewsRepository } from './essay-views.repository.js';
import { visitorKey, type Reader } from './visitor-key.js';

/** Counts a read of an essay once per visitor and UTC day, and never a bot's. */
@Injectable()
export class ViewCounter {
  /** The day whose older reads were last forgotten, so that happens once a day. */
  private forgottenBefore = '';

  constructor(
    private readonly views: EssayViewsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  /** Answers whether this read counted. */
  async count(essayId: number, reader: Reader, now = new Date()): Promise<boolean> {
    const day = now.toISOString().slice(0, 10);
    const visitor = visitorKey(reader, day, this.config.internalSecret);
    if (!visitor) return false;
    if (this.forgottenBefore !== day) {
      this.forgottenBefore = day;
      await this.views.forgetBefore(day);
    }
    return this.views.record(essayId, day, visitor);
  }
}
