import { ConflictException } from '@nestjs/common';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** Another row has the slug: the unique constraint caught a race that the service's own check could not. */
export class SlugTakenError extends Error {}

/** Runs the work in one transaction, turning a unique violation into `SlugTakenError`. */
export async function slugCheckedTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    return await dataSource.transaction(work);
  } catch (error) {
    if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new SlugTakenError();
    }
    throw error;
  }
}

/** A write whose slug was taken meanwhile answers the 409 the service's check would have. */
export async function conflictOnSlugTaken<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof SlugTakenError) throw new ConflictException(message);
    throw error;
  }
}
