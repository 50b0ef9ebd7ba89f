/** A point item as its line's texts need it: its key, title and comment template (points.json). */
export interface PointItemTexts {
  key: string;
  title: string;
  comment?: string;
}

/** A point line's texts as the server stores them: the item's title, and its comment filled in. */
export interface StoredPointTexts {
  /** The item's key, when the API gives it (activity lines); project lines are found by title. */
  key?: string;
  title: string;
  comment: string | null;
}

/**
 * Gives the value a comment's placeholder was filled with in the language: a word the template's
 * rules chose (a project's type name) may have a translation; numbers, dates and names stay.
 */
export type PlaceholderValueTranslator = (path: string, value: string) => string;

// The `{path}` placeholders of a comment template, as src/shared/points/comment-template.ts fills them.
const PLACEHOLDER = /\{([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values a stored comment was filled with, by placeholder path, when it was made from the
 * template; null when it was not (a template since changed, or another text).
 */
export function matchCommentTemplate(template: string, comment: string): Map<string, string> | null {
  const paths: string[] = [];
  const source = template
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      paths.push(part);
      return '([\\s\\S]*?)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(comment);
  if (!match) return null;
  const values = new Map<string, string>();
  paths.forEach((path, index) => {
    if (!values.has(path)) values.set(path, match[index + 1] ?? '');
  });
  return values;
}

/**
 * A stored comment in the language: matched back to its item's template, whose translation is filled
 * with the same values (each through `translateValue`). A comment that matches no template, or whose
 * template has no translation, stays as stored.
 */
export function translateComment(
  template: string,
  comment: string,
  translate: (text: string) => string,
  translateValue: PlaceholderValueTranslator = (_path, value) => value,
): string {
  const values = matchCommentTemplate(template, comment);
  const translated = translate(template);
  if (!values || translated === template) return comment;
  let complete = true;
  const filled = translated.replace(PLACEHOLDER, (whole, path: string) => {
    const value = values.get(path);
    if (value === undefined) complete = false;
    return value === undefined ? whole : translateValue(path, value);
  });
  return complete ? filled : comment;
}

/**
 * The translator of a points definition's lines: each line's title and comment in the language of
 * `translate` (the folder's overlay). The line's item is found by key, else by its English title; a
 * line of no known item, or a text the overlay lacks, stays as stored.
 */
export function pointLineTranslator(
  items: readonly PointItemTexts[],
  translate: (text: string) => string,
  translateValue?: PlaceholderValueTranslator,
): (line: StoredPointTexts) => { title: string; comment: string | null } {
  return (line) => {
    const item =
      (line.key === undefined ? undefined : items.find((i) => i.key === line.key)) ??
      items.find((i) => i.title === line.title);
    let comment = line.comment;
    if (comment) {
      const exact = translate(comment);
      comment =
        exact !== comment || !item?.comment
          ? exact
          : translateComment(item.comment, comment, translate, translateValue);
    }
    return { title: translate(line.title), comment };
  };
}
