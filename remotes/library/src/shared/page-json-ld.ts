/** Tests: the JSON-LD the page draws now, in document order. */
export function pageJsonLd(): Array<Record<string, unknown>> {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    JSON.parse(script.textContent ?? '{}'),
  );
}

/** Tests: the `@type`s of the page's JSON-LD, in document order. */
export function pageJsonLdTypes(): unknown[] {
  return pageJsonLd().map((data) => data['@type']);
}
