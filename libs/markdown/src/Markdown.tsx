import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { MermaidDiagram } from './MermaidDiagram';
import './markdown.css';

type HastElement = NonNullable<ExtraProps['node']>;
type HastNode = HastElement['children'][number];

export interface MarkdownProps {
  source: string;
  /**
   * The author's own content. Only then do ```mermaid blocks become diagrams: mermaid runs with
   * securityLevel 'loose', which visitors' text must never reach (DESIGN "Security").
   */
  trusted?: boolean;
  className?: string;
}

/** Markdown (with GitHub extensions) to React, sanitised: raw HTML is never rendered. */
export function Markdown({ source, trusted = false, className }: MarkdownProps) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={trusted ? trustedComponents : undefined}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}

const trustedComponents: Components = {
  pre({ node, children, ...props }) {
    const diagram = mermaidSource(node);
    return diagram === null ? <pre {...props}>{children}</pre> : <MermaidDiagram source={diagram} />;
  },
};

/** The text of a `<pre><code class="language-mermaid">` block, or null for any other block. */
function mermaidSource(pre: HastElement | undefined): string | null {
  const code = pre?.children.find((child): child is HastElement => child.type === 'element');
  const classes = code?.tagName === 'code' ? code.properties.className : undefined;
  if (!code || !Array.isArray(classes) || !classes.includes('language-mermaid')) return null;
  return textOf(code).trim();
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}
