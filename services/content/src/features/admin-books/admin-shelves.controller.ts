import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminShelf } from '@site/contracts';
import { AdminShelfDto, AdminShelfInputDto, AdminShelfOrderInputDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, idPipe, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminShelvesService } from './admin-shelves.service.js';

const NO_SHELF = 'No shelf has this id.';
const ApiShelfId = () => ApiParam({ name: 'id', description: "The shelf's id.", example: '3' });

/** The author's own shelves under /api/admin/library/shelves; the status shelves are not among them. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/library/shelves')
@UseGuards(AdminGuard)
export class AdminShelvesController {
  constructor(private readonly shelves: AdminShelvesService) {}

  @Get()
  @ApiOperation({ summary: 'The own shelves in their order, with how many books stand on each' })
  @ApiOkResponse({ type: AdminShelfDto, isArray: true })
  list(): Promise<AdminShelf[]> {
    return this.shelves.list();
  }

  @Post()
  @ApiOperation({ summary: 'Make a shelf, after the others; its address (slug) comes from its name' })
  @ApiCreatedResponse({ type: AdminShelfDto })
  @ApiErrors({
    400: 'A name without letters or digits, one a status shelf has, a field too long or unsafe, or 100 shelves already.',
    409: 'Another shelf has the address this name gives.',
  })
  async create(
    @Body() input: AdminShelfInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminShelf> {
    const { value, words } = await this.shelves.create(input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Put('order')
  @ApiOperation({ summary: 'Put the shelves in a new order: every shelf’s id once, first shelf first' })
  @ApiOkResponse({ type: AdminShelfDto, isArray: true })
  @ApiErrors({ 400: 'Not every shelf named once.' })
  async reorder(
    @Body() input: AdminShelfOrderInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminShelf[]> {
    const { value, words } = await this.shelves.reorder(input.shelfIds);
    wordAuditSummary(reply, words);
    return value;
  }

  @Put(':id')
  @ApiOperation({ summary: 'Rename or describe a shelf; its address stays' })
  @ApiShelfId()
  @ApiOkResponse({ type: AdminShelfDto })
  @ApiErrors({ 400: 'A field missing, too long or unsafe, or an id that is not one.', 404: NO_SHELF })
  async update(
    @Param('id', idPipe('shelf')) id: number,
    @Body() input: AdminShelfInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminShelf> {
    const { value, words } = await this.shelves.update(id, input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Take a shelf down; its books stay in the library' })
  @ApiShelfId()
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 400: 'An id that is not one.', 404: NO_SHELF })
  async remove(
    @Param('id', idPipe('shelf')) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    wordAuditSummary(reply, await this.shelves.remove(id));
  }
}
