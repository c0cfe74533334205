import { Module } from '@nestjs/common';
import { MarkdownRenderer } from '@site/markdown-render';

/** One shared renderer (and its memo) for the essays and the journal. */
@Module({
  providers: [{ provide: MarkdownRenderer, useFactory: () => new MarkdownRenderer() }],
  exports: [MarkdownRenderer],
})
export class RenderingModule {}
