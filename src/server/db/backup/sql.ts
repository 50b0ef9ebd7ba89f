/** Quotes an identifier for SQL text; names come from the schema, but quoting costs nothing. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
