import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { PageDocumentDto, PageDocumentQueryDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendWithEtag } from './page-file.js';
import { PageDocumentService } from './page-document.service.js';

/**
 * The gateway's question for a page's first HTML. Outside `/api` and in no gateway route, so it is never
 * reachable from outside; the gateway revalidates its copy with the ETag.
 */
@ApiTags('pages')
@Controller('page-document')
export class PageDocumentController {
  constructor(private readonly pages: PageDocumentService) {}

  @Get()
  @ApiOperation({
    summary: "A page's head, main text and query data, for the gateway to write into its first HTML",
    description: 'Answers 304 to an If-None-Match holding the current ETag.',
  })
  @ApiOkResponse({ type: PageDocumentDto })
  @ApiResponse({ status: 404, type: PageDocumentDto, description: 'The page of an item that does not exist.' })
  @ApiErrors({ 400: 'A path that is missing, too long, unsafe or not starting with "/".' })
  async document(@Query() { path }: PageDocumentQueryDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const document = await this.pages.document(path);
    return sendWithEtag(request, reply, {
      body: JSON.stringify(document),
      contentType: 'application/json; charset=utf-8',
      status: document.status,
    });
  }
}
