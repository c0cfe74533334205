import type { MermaidConfig } from 'mermaid';

/** The diagram settings of SPEC §1 and §9. */
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
