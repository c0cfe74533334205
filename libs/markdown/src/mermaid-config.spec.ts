import { MERMAID_CONFIG } from './mermaid-config';

test("the mermaid settings are exactly the site's diagram settings", () => {
  expect(MERMAID_CONFIG).toEqual({
    startOnLoad: false,
    theme: 'default',
    securityLevel: 'loose',
    logLevel: 'info',
    themeVariables: { primaryColor: '#dc2626', secondaryColor: '#4f46e5', background: '#f3f4f6' },
    fontFamily: 'sans-serif',
    flowchart: { curve: 'linear', htmlLabels: true },
    sequence: { actorMargin: 50, showSequenceNumbers: false },
    maxTextSize: 50000,
  });
});
