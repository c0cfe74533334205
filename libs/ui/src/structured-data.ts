export const STRUCTURED_DATA_TYPES = ['WebSite', 'CollectionPage', 'Article', 'Course', 'Quiz', 'Person'] as const;
export type StructuredDataType = (typeof STRUCTURED_DATA_TYPES)[number];

export interface StructuredData {
  '@context': 'https://schema.org';
  '@type': StructuredDataType;
  [property: string]: unknown;
}

/** schema.org JSON-LD for a page; an unknown type is a programming error and throws. */
export function structuredData(type: StructuredDataType, data: Record<string, unknown> = {}): StructuredData {
  if (!(STRUCTURED_DATA_TYPES as readonly string[]).includes(type)) {
    throw new Error(`Unknown structured data type: ${type}`);
  }
  return { ...data, '@context': 'https://schema.org', '@type': type };
}

/** JSON for a <script> element: `<` is escaped so that text like "</script>" cannot end the element. */
export function serializeStructuredData(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
