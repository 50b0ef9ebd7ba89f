/**
 * SQL: a number in [0, modulo) drawn from the integer expression `expr` and a `salt`, the same on
 * every run (PostgreSQL's hashint8). Set-based generation draws every choice this way (a member's
 * name, a report's status, a day of the month), so one statement makes millions of varied rows and a
 * second generation makes the same world.
 */
export function draw(expr: string, salt: number, modulo: number): string {
  return `((hashint8((${expr})::bigint * 1000003 + ${salt}) & 2147483647) % ${modulo})`;
}

/** A SQL text literal of a trusted constant (role codes, statuses), quotes doubled. */
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A SQL text[] literal of trusted constants. */
export const textArray = (items: readonly string[]) => `array[${items.map(literal).join(', ')}]::text[]`;
