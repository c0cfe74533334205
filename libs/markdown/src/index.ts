export { Markdown, type MarkdownProps } from './Markdown';
export { describeFallback, stripMarkdown } from './describe-fallback';
export { MERMAID_CONFIG } from './mermaid-config';
