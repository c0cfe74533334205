import type { OpenAPIObject } from '@nestjs/swagger';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Answer } from './answers.js';

/**
 * Checks an answer against what its operation documents for that status and media type: the JSON schema (draft 2020-12,
 * the dialect of OpenAPI 3.1, with `$ref`s into the document's components) and the documented headers.
 * Returns the problems found.
 */
export function schemaChecker(document: OpenAPIObject): (answer: Answer) => string[] {
  // Not strict: OpenAPI schemas carry keywords JSON Schema does not know (`example`).
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ({ operation, response }) => {
    const documented = operation.responses?.[String(response.status)];
    if (!documented || '$ref' in documented) return [`status ${response.status} is not documented`];
    const problems = Object.keys(documented.headers ?? {})
      .filter((name) => response.headers[name.toLowerCase()] === undefined)
      .map((name) => `header ${name} is missing`);
    // Files (feeds, sitemaps) are documented under their own media type; supertest leaves XML as bytes.
    const mediaType = String(response.headers['content-type'] ?? 'application/json').split(';')[0];
    const schema = documented.content?.[mediaType]?.schema;
    if (!schema) return [...problems, `no schema for an answer of type ${mediaType}`];
    const validate = ajv.compile({ ...schema, components: document.components });
    const body = /[/+]json$/.test(mediaType) ? response.body : (response.text ?? String(response.body));
    if (!validate(body)) {
      problems.push(...(validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message}`));
    }
    return problems;
  };
}
