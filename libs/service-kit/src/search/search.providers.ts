import type { Provider } from '@nestjs/common';
import type { SearchKind } from '@site/contracts';
import { DataSource } from 'typeorm';
import type { SearchCatalog } from './search-catalog.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/**
 * A service's search module's providers: the `SearchRepository` of its schema's tables and the
 * `SearchService` answering for its catalog, both injectable by their classes.
 */
export const searchProviders = <K extends SearchKind>(schema: string, catalog: SearchCatalog<K>): Provider[] => [
  {
    provide: SearchRepository,
    useFactory: (dataSource: DataSource) => new SearchRepository(dataSource, schema),
    inject: [DataSource],
  },
  {
    provide: SearchService,
    useFactory: (repository: SearchRepository) => new SearchService(repository, catalog),
    inject: [SearchRepository],
  },
];
