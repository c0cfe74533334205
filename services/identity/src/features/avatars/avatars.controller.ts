import { Controller, Delete, Get, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { AVATAR_MAX_BYTES, type User } from '@site/contracts';
import { ErrorDto, UserDto } from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn, Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AVATAR_FIELD, readAvatarUpload } from './avatar-upload.js';
import { AvatarsService } from './avatars.service.js';

@ApiTags('account')
@Controller('user')
export class AvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  /**
   * Each upload has a new address, so a picture never changes under its name and is cached for a year. Declared
   * first, so the API document lists it before the upload and removal.
   */
  @Get('avatars/:file')
  @ApiOperation({ summary: 'An uploaded profile picture (256 px WebP), cached for good' })
  @ApiParam({ name: 'file', example: '7-0123456789abcdef.webp' })
  @ApiProduces('image/webp')
  @ApiOkResponse({
    description: 'The picture.',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors({ 404: 'No such picture: replaced, removed or never uploaded.' })
  async file(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const image = await this.avatars.file(file);
    await reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(image);
  }

  @Put('avatar')
  @UseGuards(SignedInGuard)
  @ApiSignedIn()
  @ApiOperation({
    summary: "Upload the caller's profile picture",
    description:
      'A PNG, JPEG or WebP image of at most 5 MB, judged by its content. It is stored as a 256 px square WebP ' +
      'without metadata, and the account’s profilePicture points to it.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [AVATAR_FIELD],
      properties: { [AVATAR_FIELD]: { type: 'string', format: 'binary', maxLength: AVATAR_MAX_BYTES } },
    },
  })
  @ApiOkResponse({ type: UserDto, description: 'The account with its new picture.' })
  @ApiErrors({ 400: 'No file, or a file that is not a readable PNG, JPEG or WebP image; nothing is stored.' })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'The image is larger than 5 MB; nothing is stored.' })
  async upload(@Caller() caller: CallerIdentity, @Req() request: FastifyRequest): Promise<User> {
    return this.avatars.upload(caller, await readAvatarUpload(request));
  }

  @Delete('avatar')
  @UseGuards(SignedInGuard)
  @ApiSignedIn()
  @ApiOperation({ summary: "Remove the caller's profile picture: the initials are shown instead" })
  @ApiOkResponse({ type: UserDto, description: 'The account without a picture.' })
  remove(@Caller() caller: CallerIdentity): Promise<User> {
    return this.avatars.remove(caller);
  }
}
