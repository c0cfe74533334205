import { Controller, Get, Inject, Query, Req, Res, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { PageDocument } from '@site/contracts';
import { PageDocumentDto, PageDocumentQueryDto } from '@site/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendWithEtag } from '../etag.js';
import { ApiErrors } from '../openapi.js';

/** What a service knows of its own pages: the document of the page at an address. */
export interface PageDocumentSource {
  document(address: string): Promise<PageDocument>;
}

/**
 * The controller of the gateway's question for a page's first HTML, answered by a service's own page
 * documents. Outside `/api` and in no gateway route, so it is never reachable from outside; the gateway
 * revalidates its copy with the ETag.
 */
export function pageDocumentController(source: Type<PageDocumentSource>): Type<unknown> {
  @ApiTags('pages')
  @Controller('page-document')
  class PageDocumentController {
    constructor(@Inject(source) private readonly pages: PageDocumentSource) {}

    @Get()
    @ApiOperation({
      summary: "A page's head, main text and query data, for the gateway to write into its first HTML",
      description: 'Answers 304 to an If-None-Match holding the current ETag.',
    })
    @ApiOkResponse({ type: PageDocumentDto })
    @ApiResponse({ status: 404, type: PageDocumentDto, description: 'The page of an item that does not exist.' })
    @ApiErrors({ 400: 'A path that is missing, too long, unsafe or not starting with "/".' })
    async document(
      @Query() { path }: PageDocumentQueryDto,
      @Req() request: FastifyRequest,
      @Res() reply: FastifyReply,
    ) {
      const document = await this.pages.document(path);
      return sendWithEtag(request, reply, {
        body: JSON.stringify(document),
        contentType: 'application/json; charset=utf-8',
        status: document.status,
      });
    }
  }
  return PageDocumentController;
}
