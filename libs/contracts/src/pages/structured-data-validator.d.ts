// Types for the parts of @adobe/structured-data-validator (plain JavaScript) the structured-data tests use.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  type Handler = () => Promise<{ default: unknown }>;
  export default class Validator {
    registeredHandlers: Record<string, Handler[]>;
    /** Takes what web-auto-extractor finds in a page: JSON-LD items by type. */
    validate(data: { jsonld: Record<string, object[]> }): Promise<ValidationIssue[]>;
  }
}

declare module '@adobe/structured-data-validator/src/types/base.js' {
  type Condition = (data: Record<string, unknown>) => unknown;
  export default class BaseValidator {
    constructor(options: object);
    getConditions(): Condition[];
    required(name: string, type?: string, ...options: unknown[]): Condition;
    recommended(name: string, type?: string, ...options: unknown[]): Condition;
    or(...conditions: Condition[]): Condition;
  }
}
