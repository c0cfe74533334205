import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseIntPipe,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Bookmark } from '@site/contracts';
import { BookmarkDto, CreateBookmarkDto } from '@site/contracts/dto';
import { Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { BookmarksService } from './bookmarks.service.js';

const bookmarkId = new ParseIntPipe({
  exceptionFactory: () => new BadRequestException('Bookmark id must be a whole number.'),
});

@ApiTags('bookmarks')
@ApiUnauthorizedResponse({ description: 'Not signed in.' })
@Controller('bookmarks')
@UseGuards(SignedInGuard)
export class BookmarksController {
  constructor(private readonly bookmarks: BookmarksService) {}

  @Get()
  @ApiOperation({ summary: "The caller's bookmarks, newest first (all of them: a reader keeps a bounded number)." })
  @ApiOkResponse({ type: BookmarkDto, isArray: true })
  list(@Caller() caller: CallerIdentity): Promise<Bookmark[]> {
    return this.bookmarks.list(caller);
  }

  /** The status tells a new bookmark (201) from one already kept (200), so the reply is sent here. */
  @Post()
  @ApiOperation({ summary: 'Save an item. Saving it again changes nothing and answers the bookmark already kept.' })
  @ApiCreatedResponse({ type: BookmarkDto, description: 'Saved now.' })
  @ApiOkResponse({ type: BookmarkDto, description: 'Already saved before.' })
  @ApiBadRequestResponse({ description: 'Invalid or unknown fields; nothing is stored.' })
  @ApiConflictResponse({ description: 'The caller keeps the most bookmarks allowed.' })
  async add(
    @Caller() caller: CallerIdentity,
    @Body() body: CreateBookmarkDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { bookmark, created } = await this.bookmarks.add(caller, body);
    await reply.status(created ? HttpStatus.CREATED : HttpStatus.OK).send(bookmark);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Remove one of the caller's bookmarks." })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiBadRequestResponse({ description: 'The id is not a whole number.' })
  @ApiNotFoundResponse({ description: "No such bookmark among the caller's own." })
  remove(@Caller() caller: CallerIdentity, @Param('id', bookmarkId) id: number): Promise<void> {
    return this.bookmarks.remove(caller, id);
  }
}
