import { Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';

/** Serves services/content/media/ under /media/, outside `/api`. */
@Module({ controllers: [MediaController] })
export class MediaModule {}
