/** A schema property that is not entered but copied from another field (`x-copy-of`). */
interface CopiedProperty {
  'x-copy-of'?: string;
}

/**
 * Sets every field the type's schema marks `"x-copy-of": "<source>"` to the source field's value
 * (spec 2: a Monthly Meeting's no_of_members is copied from its attendance). Whatever a caller sent
 * for a copied field is replaced, so it can never disagree with its source.
 */
export function applyCopiedFields(schema: { properties?: unknown }, data: Record<string, unknown>): void {
  const properties = (schema.properties ?? {}) as Record<string, CopiedProperty>;
  for (const [field, property] of Object.entries(properties)) {
    const source = property['x-copy-of'];
    if (!source) continue;
    if (data[source] === undefined) delete data[field];
    else data[field] = data[source];
  }
}
