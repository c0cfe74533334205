import { Module } from '@nestjs/common';
import { SearchController } from './search.controller.js';
import { SiteSearch } from './site-search.service.js';

/** The site's search, merged from the services' own; Upstreams and the shared cache come from the app module. */
@Module({ controllers: [SearchController], providers: [SiteSearch] })
export class SearchModule {}
