/**
 * Declares an area's server texts: a short name -> the English ICU message the server answers. The
 * identity function keeps the names as literal types, so `ServerTextKey` lists every `area.name`.
 */
export function defineServerTexts<const T extends Record<string, string>>(texts: T): T {
  return texts;
}
