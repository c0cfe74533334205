import { useEffect, useId, useRef, useState } from 'react';
import { loadMermaid } from './load-mermaid';

/**
 * Renders one diagram. Mermaid writes into the container itself: the diagram on success, and
 * on a syntax error its own image reading 'Syntax error in text'. Over-long text becomes its
 * 'Maximum text size in diagram exceeded' diagram (maxTextSize in the config).
 */
export function MermaidDiagram({ source }: { source: string }) {
  const container = useRef<HTMLDivElement>(null);
  // Mermaid uses the id in CSS selectors, so keep only characters valid there.
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let current = true;
    loadMermaid()
      .then((mermaid) => mermaid.render(id, source, element))
      .then(({ svg, bindFunctions }) => {
        if (!current) return;
        element.innerHTML = svg;
        bindFunctions?.(element);
      })
      .catch(() => {
        // Mermaid leaves its error image in place; with nothing drawn (say the chunk failed
        // to download) the reader still gets the diagram's text.
        if (current && !element.querySelector('svg')) setUnavailable(true);
      });
    return () => {
      current = false;
    };
  }, [id, source]);

  if (unavailable) {
    return (
      <pre>
        <code className="language-mermaid">{source}</code>
      </pre>
    );
  }
  return <div ref={container} className="markdown-diagram" role="img" aria-label="Diagram" />;
}
