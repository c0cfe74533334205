/**
 * An answer as JSON Schema: an option id (single), a list of option ids (multiple, ordering), a boolean
 * (true-false) or a number (numeric); null where a question went unanswered.
 */
export const ANSWER_SCHEMA = {
  anyOf: [
    { type: 'string' },
    { type: 'array', items: { type: 'string' } },
    { type: 'boolean' },
    { type: 'number' },
    { type: 'null' },
  ],
};

/** Answers saved so far, by question id. */
export const SAVED_ANSWERS_SCHEMA = { type: 'object', additionalProperties: ANSWER_SCHEMA } as const;
