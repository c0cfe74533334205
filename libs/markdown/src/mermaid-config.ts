import type { MermaidConfig } from 'mermaid';

/** The settings every mermaid diagram on the site is drawn with. */
export const MERMAID_CONFIG: MermaidConfig = {
  // Diagrams are rendered on demand by <MermaidDiagram>, never by scanning the page.
  startOnLoad: false,
  theme: 'default',
  securityLevel: 'loose',
  logLevel: 'info',
  themeVariables: {
    primaryColor: '#dc2626',
    secondaryColor: '#4f46e5',
    background: '#f3f4f6',
  },
  fontFamily: 'sans-serif',
  flowchart: { curve: 'linear', htmlLabels: true },
  sequence: { actorMargin: 50, showSequenceNumbers: false },
  maxTextSize: 50000,
};
