import { BadRequestException, Injectable } from '@nestjs/common';
import type { ImportSummary } from '@site/contracts';
import type { SessionUser } from '../session/session-user.js';
import { ArchiveProblem, composeArchive, splitArchive, unzipPart, zipPart, type PartFiles } from './archive.js';
import { ServiceParts, TRANSFER_PARTS, type TransferPart } from './service-parts.js';

/** The whole site's content as one archive, composed from and split between the services that own it. */
@Injectable()
export class TransferService {
  constructor(private readonly parts: ServiceParts) {}

  async export(caller: SessionUser): Promise<Uint8Array> {
    const exported = await Promise.all(
      TRANSFER_PARTS.map(async (part) => [part, unzipPart(await this.parts.exportPart(part, caller), part)] as const),
    );
    return composeArchive(Object.fromEntries(exported), new Date());
  }

  /**
   * Every service first checks its part without writing (a dry run); only when all accept it is it written,
   * so a malformed file anywhere leaves everything as it was.
   */
  async import(archive: Uint8Array, dryRun: boolean, caller: SessionUser): Promise<ImportSummary> {
    let split: Record<string, PartFiles>;
    try {
      split = splitArchive(archive, TRANSFER_PARTS);
    } catch (error) {
      if (error instanceof ArchiveProblem) throw new BadRequestException(error.message);
      throw error;
    }
    const present = TRANSFER_PARTS.filter((part) => split[part]);
    const zipped = new Map<TransferPart, Uint8Array>(present.map((part) => [part, zipPart(split[part])]));
    const checked = await Promise.all(
      present.map((part) => this.parts.importPart(part, zipped.get(part)!, true, caller)),
    );
    if (dryRun) return { applied: false, parts: checked };
    const written = [];
    for (const part of present) written.push(await this.parts.importPart(part, zipped.get(part)!, false, caller));
    return { applied: true, parts: written };
  }
}
