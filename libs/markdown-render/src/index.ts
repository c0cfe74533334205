export { describeFallback, stripMarkdown } from './describe-fallback.js';
export { readFrontMatter, writeFrontMatter } from './front-matter.js';
export { HTML_ALLOW_LIST } from './html-allow-list.js';
export { MarkdownRenderer, RENDERED_MAX, type RenderedMarkdown } from './markdown-renderer.js';
export { renderMarkdown } from './render-markdown.js';
export { sanitizeRendered } from './sanitize-rendered.js';
