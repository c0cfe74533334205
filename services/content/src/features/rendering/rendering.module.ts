import { Module } from '@nestjs/common';
import { MarkdownRenderer } from './markdown-renderer.js';

@Module({ providers: [MarkdownRenderer], exports: [MarkdownRenderer] })
export class RenderingModule {}
