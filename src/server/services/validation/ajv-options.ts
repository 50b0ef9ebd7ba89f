/**
 * Options shared by every validator: all errors at once, OpenAPI's extra keywords tolerated, and only
 * a body's own properties count (a key inherited through a polluted prototype never satisfies
 * `required` nor hides behind `additionalProperties`).
 */
export const AJV_OPTIONS = { allErrors: true, strict: false, ownProperties: true } as const;
