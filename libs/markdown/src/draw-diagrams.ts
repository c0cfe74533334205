import { loadMermaid } from './load-mermaid';

const DIAGRAM_CODE = 'pre > code.language-mermaid';
let drawn = 0;

/**
 * Replaces each ```mermaid code block under `root` with its diagram. Mermaid writes into the
 * container itself: the diagram on success, and on a syntax error its own image reading 'Syntax
 * error in text'; over-long text becomes its 'Maximum text size in diagram exceeded' diagram
 * (maxTextSize in the config). Returns an undo that puts the code blocks back, so a re-run
 * (React's strict mode, new HTML) starts from the server's markup.
 */
export function drawDiagrams(root: HTMLElement): () => void {
  const blocks = Array.from(root.querySelectorAll(DIAGRAM_CODE), (code) => code.parentElement!);
  if (blocks.length === 0) return () => undefined;
  let current = true;
  const containers = blocks.map((pre) => {
    const container = document.createElement('div');
    container.className = 'markdown-diagram';
    container.setAttribute('role', 'img');
    container.setAttribute('aria-label', 'Diagram');
    const source = (pre.textContent ?? '').trim();
    pre.replaceWith(container);
    // Mermaid uses the id in CSS selectors: letters, digits and dashes only.
    const id = `mermaid-${(drawn += 1)}`;
    loadMermaid()
      .then((mermaid) => mermaid.render(id, source, container))
      .then(({ svg, bindFunctions }) => {
        if (!current) return;
        container.innerHTML = svg;
        bindFunctions?.(container);
      })
      .catch(() => {
        // Mermaid leaves its error image in place; with nothing drawn (say the chunk failed to
        // download) the reader still gets the diagram's text.
        if (current && !container.querySelector('svg')) container.replaceWith(pre);
      });
    return container;
  });
  return () => {
    current = false;
    containers.forEach((container, i) => container.replaceWith(blocks[i]));
  };
}
