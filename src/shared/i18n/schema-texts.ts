/** The languages of the app: English (the source) and the two the overlays translate into. */
export const LANGUAGES = ['en', 'si', 'ta'] as const;

/** A language of the app. */
export type Language = (typeof LANGUAGES)[number];

/** The languages schema overlays translate into (English is the schema files themselves). */
export const OVERLAY_LANGUAGES = ['si', 'ta'] as const;

/** An overlay: each English text of a folder, as written there, to its translation. */
export type Overlay = Readonly<Record<string, string>>;

/** The files of a form folder that hold texts people read (any may be absent). */
export interface FormFolderDocs {
  schema?: unknown;
  uiSchema?: unknown;
  view?: unknown;
  points?: unknown;
  /** The type's catalogue title (Monthly Tasks lists it). */
  catalogueTitle?: string;
}

/** Keys whose string value is read by people, by file. */
const SCHEMA_KEYS = new Set(['title', 'description']);
const UI_KEYS = new Set(['ui:title', 'ui:help', 'ui:description', 'ui:placeholder', 'submitText', 'addText']);
const UI_LIST_KEYS = new Set(['ui:enumNames']);
const VIEW_KEYS = new Set(['title', 'label']);
const POINT_KEYS = new Set(['title', 'comment']);

/** A text worth translating: it has a letter (not a number, a code of digits, or a placeholder alone). */
export function isText(value: unknown): value is string {
  return typeof value === 'string' && /\p{L}/u.test(value.replace(/\{[^}]*\}/g, ''));
}

/** Which values of a document people read: by the key holding them and its depth. */
type TextRule = (key: string, depth: number) => 'one' | 'each' | 'values' | null;

const RULES: Record<'schema' | 'uiSchema' | 'view' | 'points', TextRule> = {
  // The root title and description of a schema are notes for maintainers; enum values are data.
  schema: (key, depth) => (depth > 0 && SCHEMA_KEYS.has(key) ? 'one' : null),
  uiSchema: (key) => (UI_KEYS.has(key) ? 'one' : UI_LIST_KEYS.has(key) ? 'each' : null),
  view: (key) => (VIEW_KEYS.has(key) ? 'one' : key === 'slots' ? 'values' : null),
  points: (key, depth) => (depth > 1 && POINT_KEYS.has(key) ? 'one' : null),
};

/** A copy of a JSON document with each text the rule picks passed through `map`. */
function mapDocument(node: unknown, rule: TextRule, map: (text: string) => string, depth = 0): unknown {
  const mapText = (value: unknown) => (isText(value) ? map(value) : value);
  if (Array.isArray(node)) return node.map((item) => mapDocument(item, rule, map, depth + 1));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const kind = rule(key, depth);
      if (kind === 'one' && typeof value === 'string') return [key, mapText(value)];
      if (kind === 'each' && Array.isArray(value)) return [key, value.map(mapText)];
      if (kind === 'values' && value && typeof value === 'object' && !Array.isArray(value)) {
        return [key, Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapText(v)]))];
      }
      return [key, mapDocument(value, rule, map, depth + 1)];
    }),
  );
}

/**
 * A form folder's documents with every text a person reads passed through `translate`: the schema's
 * field titles and help (not its root title and description, which are notes for maintainers); the
 * ui-schema's titles, help, placeholders, button texts and enum names; the view's title, labels and
 * file slot names; the points' line titles and comment templates; and the catalogue title.
 */
export function mapSchemaTexts(docs: FormFolderDocs, translate: (text: string) => string): FormFolderDocs {
  return {
    schema: docs.schema === undefined ? undefined : mapDocument(docs.schema, RULES.schema, translate),
    uiSchema: docs.uiSchema === undefined ? undefined : mapDocument(docs.uiSchema, RULES.uiSchema, translate),
    view: docs.view === undefined ? undefined : mapDocument(docs.view, RULES.view, translate),
    points: docs.points === undefined ? undefined : mapDocument(docs.points, RULES.points, translate),
    catalogueTitle: docs.catalogueTitle === undefined ? undefined : translate(docs.catalogueTitle),
  };
}

/** The string values of a schema's `enum` lists that are words (shown as the options' labels). */
export function enumTexts(schema: unknown): string[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'enum' && Array.isArray(value)) texts.push(...value.filter(isText));
        else walk(value);
      }
    }
  };
  walk(schema);
  return texts;
}

/**
 * Every text of a form folder a person reads (see `mapSchemaTexts`), with the words of its enum lists
 * (shown as option labels), once each, sorted. An overlay must translate each of them.
 */
export function schemaTexts(docs: FormFolderDocs): string[] {
  const texts = new Set<string>(enumTexts(docs.schema));
  mapSchemaTexts(docs, (text) => {
    texts.add(text);
    return text;
  });
  return [...texts].sort();
}

/** The `{placeholders}` of a text, sorted: a translation must keep the same. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{[^}]+\}/g)].map((match) => match[0]).sort();
}
