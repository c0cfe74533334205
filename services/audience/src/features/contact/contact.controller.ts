import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContactDto, MessageDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { ContactService } from './contact.service.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Send the author a message',
    description:
      'Stored first, then mailed to the author with Reply-To the sender; a mail server that is down delays it.',
  })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiErrors({
    400: 'A missing or malformed field (the message names it), or a form sent within seconds of being drawn.',
    429: 'Five messages in the last hour from this address or this sender.',
  })
  send(@Body() input: ContactDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    return this.contact.send(input, request.ip);
  }
}
