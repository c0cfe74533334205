export { MarkdownHtml, type MarkdownHtmlProps } from './MarkdownHtml';
export { MERMAID_CONFIG } from './mermaid-config';
