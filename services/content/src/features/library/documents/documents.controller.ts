import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LibraryDocument, LibraryDocumentSummary } from '@site/contracts';
import { DocumentParamsDto, LibraryDocumentDto, LibraryDocumentSummaryDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { DocumentsService } from './documents.service.js';

@ApiTags('library')
@Controller('library')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get('documents')
  @ApiOperation({ summary: 'The library’s documents (PDF and markdown), newest first, without their html' })
  @ApiOkResponse({ type: LibraryDocumentSummaryDto, isArray: true })
  list(): Promise<LibraryDocumentSummary[]> {
    return this.documents.list();
  }

  @Get('documents/:name')
  @ApiOperation({
    summary: 'One document: its file, outline, html (markdown only), the paper it holds and the essays citing it',
  })
  @ApiOkResponse({ type: LibraryDocumentDto })
  @ApiErrors({
    400: 'A name no document can have: not 1 to 120 lower-case letters, digits and hyphens.',
    404: 'No document has this name.',
  })
  async detail(@Param() { name }: DocumentParamsDto): Promise<LibraryDocument> {
    const document = await this.documents.detail(name);
    if (!document) throw new NotFoundException('Document not found');
    return document;
  }
}
