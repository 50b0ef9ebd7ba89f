import type { LoadedActivityType } from '../../services/activities/activity-catalogue';
import type { UploadedFile } from '../../services/files/uploaded-file';
import { type Random, randomDate } from './demo-data';
import { demoPdf } from './demo-files';
import { monthSpan } from './demo-reports';

// A demo report's fields and files, made from its type's example.json (a realistic filled form kept
// beside every schema): the dates moved into the report's month, the members taken from the club,
// the numbers varied a little, and each file slot's name replaced by a real upload.

/** What a report is made for: its month, filing day, the club's members, and the files to attach. */
export interface ReportMaterialContext {
  clubId: number;
  month: string;
  filedOn: string;
  today: string;
  clubName: string;
  /** Uuids of the club's members. */
  members: readonly string[];
  /** Whether photo slots get a photo. */
  photos: boolean;
  /** The demo photos to attach (demoPhotos()). */
  photoBank: readonly Buffer[];
}

/** A report ready for submitReport: its fields (without month and key) and its uploads. */
export interface ReportMaterial {
  fields: Record<string, unknown>;
  uploads: UploadedFile[];
}

/** A schema property as the builder reads it. */
interface Property {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  title?: string;
  'x-member'?: boolean;
  'x-file'?: { accept: string };
  'x-copy-of'?: string;
}

/** A number near `value`: between 60% and 140% of it, whole, inside the property's limits. */
function near(random: Random, value: number, property: Property): number {
  if (value === 0) return 0;
  const step = value >= 1000 ? 100 : 1;
  const varied = Math.max(step, Math.round((value * (0.6 + random.next() * 0.8)) / step) * step);
  return Math.min(property.maximum ?? varied, Math.max(property.minimum ?? 0, varied));
}

/** `count` different members of the club (all of them when it has fewer). */
function someMembers(random: Random, members: readonly string[], count: number): string[] {
  const pool = [...members];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return chosen;
}

/** The upload for a file slot, or null when this report leaves the slot empty. */
function fileFor(
  random: Random,
  type: LoadedActivityType,
  field: string,
  property: Property,
  context: ReportMaterialContext,
  firstOfKind: boolean,
): UploadedFile | null {
  const required = type.requiredToSubmit === field;
  const acceptsPdf = property['x-file']!.accept.includes('application/pdf');
  if (acceptsPdf && (required || firstOfKind || random.chance(0.3))) {
    const title = property.title ?? field;
    const bytes = demoPdf([
      `${type.title}: ${title}`,
      context.clubName,
      `Report month ${context.month}, filed ${context.filedOn}`,
      'Demo document of the Club CMS demo district.',
    ]);
    return { field, filename: `${field}.pdf`, bytes };
  }
  if (!acceptsPdf && (required || (context.photos && firstOfKind))) {
    return { field, filename: `${field}.jpg`, bytes: random.pick(context.photoBank) };
  }
  return null;
}

/**
 * The fields and files of one demo report (or one entry of an entry-by-entry type) from its type's
 * example. With `vary` false only what must change changes (dates, members, files): the fallback
 * when a varied number breaks one of the type's rules.
 */
export function reportMaterial(
  random: Random,
  type: LoadedActivityType,
  example: Record<string, unknown>,
  context: ReportMaterialContext,
  vary: boolean,
): ReportMaterial {
  const properties = (type.schema.properties ?? {}) as Record<string, Property>;
  const { first, last } = monthSpan(context.month, context.today);
  const latestDay = context.filedOn < last ? context.filedOn : last;
  const fields: Record<string, unknown> = {};
  const uploads: UploadedFile[] = [];
  let pdfSlots = 0;
  let photoSlots = 0;
  for (const [field, property] of Object.entries(properties)) {
    const value = example[field];
    if (property['x-file']) {
      const isPdf = property['x-file'].accept.includes('application/pdf');
      const upload = fileFor(
        random,
        type,
        field,
        property,
        context,
        isPdf ? pdfSlots === 0 : photoSlots === 0,
      );
      if (isPdf) pdfSlots += 1;
      else photoSlots += 1;
      if (upload) uploads.push(upload);
      continue;
    }
    if (value === undefined || property['x-copy-of']) continue;
    if (property['x-member'] && property.type === 'array') {
      const wanted = Math.max((value as unknown[]).length, random.int(4, 14));
      fields[field] = someMembers(random, context.members, wanted);
    } else if (property['x-member']) {
      fields[field] = random.pick(context.members);
    } else if (property.format === 'date') {
      fields[field] = randomDate(random, first, latestDay < first ? first : latestDay);
    } else if (vary && typeof value === 'number' && !property.enum) {
      fields[field] = near(random, value, property);
    } else {
      fields[field] = value;
    }
  }
  return { fields, uploads };
}
