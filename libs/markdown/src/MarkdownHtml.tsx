import { useEffect, useRef } from 'react';
import { drawDiagrams } from './draw-diagrams';
import './markdown.css';

export interface MarkdownHtmlProps {
  /** A body the content service rendered from markdown and sanitised. */
  html: string;
  /**
   * The author's own content. Only then do ```mermaid blocks become diagrams: mermaid runs with
   * securityLevel 'loose', which visitors' text must never reach (DESIGN "Security").
   */
  trusted?: boolean;
  className?: string;
}

/** Shows server-rendered markdown; trusted diagrams are drawn in place, loading mermaid only then. */
export function MarkdownHtml({ html, trusted = false, className }: MarkdownHtmlProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!trusted || !container.current) return;
    return drawDiagrams(container.current);
  }, [html, trusted]);

  return (
    <div
      ref={container}
      className={className ? `markdown ${className}` : 'markdown'}
      // Safe to set: the content service sanitised it against an allow-list (no scripts,
      // event handlers, styles or frames; links and images over http(s) or relative only).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
