import { describe, expect, it } from 'vitest';
import type { ActivityType } from '../activity-type';
import type { ActivityFolder, ActivitySchemas, JsonObject } from './activity-folder';
import { checkActivitySchemas } from './check-activity-schemas';
import { formatProblem } from './problem';

const PHOTO = { type: 'string', 'x-file': { accept: 'image/*', maxBytes: 512000 } };

/** A small valid type (dereferenced, as the reader hands it): a venue, a date, a photo and a table. */
function picnic(): Required<Omit<ActivityFolder, 'key'>> & { key: string } {
  return {
    key: 'CLUB_PICNIC',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['venue'],
      properties: {
        venue: { type: 'string', minLength: 1 },
        date: { type: 'string', format: 'date' },
        photo: PHOTO,
        games: {
          type: 'array',
          items: { type: 'object', properties: { game: { type: 'string' }, winners: { type: 'integer' } } },
        },
      },
    },
    uiSchema: {
      'ui:order': ['venue', 'date', 'photo', 'games'],
      date: { 'ui:widget': 'date' },
      photo: { 'ui:widget': 'file' },
      games: { items: { 'ui:order': ['game', 'winners'], winners: { 'ui:widget': 'updown' } } },
    },
    view: {
      title: 'Club Picnic',
      rows: [
        { field: 'venue', label: 'Venue', kind: 'text' },
        { field: 'date', label: 'Date', kind: 'date' },
        { field: 'documents', label: 'Documents', kind: 'documents', slots: { photo: 'Photo' } },
        {
          field: 'games',
          label: 'Games',
          kind: 'entries',
          columns: [{ field: 'game', label: 'Game', kind: 'text' }],
        },
      ],
    },
    points: {
      available: 10,
      items: [
        {
          key: 'held',
          title: 'Held',
          when: { '!!': [{ var: 'data.venue' }] },
          cr: 10,
          comment: 'At {data.venue}',
        },
      ],
    },
    example: { venue: 'Beach', date: '2026-08-05', photo: 'beach.jpg', games: [{ game: 'Tug', winners: 8 }] },
  };
}

const LINE: Partial<ActivityType> = {
  key: 'CLUB_PICNIC',
  slug: 'club-picnic',
  transport: 'multipart',
  requiredToSubmit: 'venue',
};

/** The problems of the catalogue made of these folders and lines, each as the check prints it. */
function check(folders: ActivityFolder[], lines: Partial<ActivityType>[] = [LINE]): string[] {
  const schemas: ActivitySchemas = { folders, lines };
  return checkActivitySchemas(schemas).map(formatProblem);
}

/** The picnic with one file's contents changed. */
function broken(change: (folder: ReturnType<typeof picnic>) => void): ActivityFolder {
  const folder = picnic();
  change(folder);
  return folder;
}

const at = (file: string) => `activities/CLUB_PICNIC/${file}`;

describe('the schemas check', () => {
  it('finds nothing in a valid type', () => {
    expect(check([picnic()])).toEqual([]);
  });

  describe('catalogue lines', () => {
    it('a line without a folder, and a folder without a line', () => {
      expect(check([picnic()], [LINE, { key: 'CLUB_PICNI', slug: null }])).toEqual([
        'activities/catalogue.json, field "CLUB_PICNI": the line of "CLUB_PICNI" has no folder activities/CLUB_PICNI/ (add the folder, or remove the line)',
      ]);
      expect(check([picnic()], [])).toEqual([
        'activities/CLUB_PICNIC/: the folder "CLUB_PICNIC" has no line in activities/catalogue.json (add one with "key": "CLUB_PICNIC", or remove the folder)',
      ]);
    });

    it('a key twice, a slug twice, a line without a key', () => {
      const other = { ...picnic(), key: 'CLUB_OUTING' };
      const lines = [LINE, { ...LINE, key: 'CLUB_OUTING' }, LINE, { slug: null }];
      expect(check([picnic(), other], lines)).toEqual([
        'activities/catalogue.json, field "[3]": line 4 has no "key"',
        'activities/catalogue.json, field "CLUB_PICNIC": the key "CLUB_PICNIC" is on more than one line',
        'activities/catalogue.json, field "club-picnic": the slug "club-picnic" is used by CLUB_PICNIC and CLUB_OUTING and CLUB_PICNIC; each type needs its own (or null for the common endpoint)',
      ]);
    });

    it('the field that enables Submit, missing or not a field', () => {
      expect(check([picnic()], [{ ...LINE, requiredToSubmit: 'venu' }])).toEqual([
        'activities/catalogue.json, field "CLUB_PICNIC.requiredToSubmit": requiredToSubmit of CLUB_PICNIC names "venu", which is not a field of CLUB_PICNIC/schema.json (did you mean "venue"?)',
      ]);
      expect(
        check([picnic()], [{ ...LINE, requiredToSubmit: undefined, submitAlternatives: ['phto'] }]),
      ).toEqual([
        'activities/catalogue.json, field "CLUB_PICNIC.requiredToSubmit": requiredToSubmit of CLUB_PICNIC is missing: name the field that enables \'Submit to Review\'',
        'activities/catalogue.json, field "CLUB_PICNIC.submitAlternatives": submitAlternatives of CLUB_PICNIC names "phto", which is not a field of CLUB_PICNIC/schema.json (did you mean "photo"?)',
      ]);
    });
  });

  describe('ui-schema.json', () => {
    it('a misspelt ui:order entry is one problem, with the field it misspells', () => {
      const folder = broken((f) => ((f.uiSchema['ui:order'] as string[])[0] = 'venu'));
      expect(check([folder])).toEqual([
        `${at('ui-schema.json')}, field "ui:order": ui:order names "venu", which is not a field of schema.json (did you mean "venue"?)`,
      ]);
    });

    it('ui:order leaving a field out, naming one twice, or not a list', () => {
      expect(check([broken((f) => (f.uiSchema['ui:order'] = ['venue', 'date', 'date', 'games']))])).toEqual([
        `${at('ui-schema.json')}, field "ui:order": ui:order leaves out the field "photo"; list every field once`,
        `${at('ui-schema.json')}, field "ui:order": ui:order lists "date" more than once`,
      ]);
      expect(check([broken((f) => (f.uiSchema['ui:order'] = 'venue'))])).toEqual([
        `${at('ui-schema.json')}, field "ui:order": ui:order must be a list of field names`,
      ]);
      expect(check([broken((f) => (f.uiSchema['ui:order'] = ['venue', '*']))])).toEqual([]);
    });

    it('a field the schema lacks, at the top and in a table row', () => {
      const folder = broken((f) => {
        f.uiSchema.dat = { 'ui:widget': 'date' };
        (f.uiSchema.games as JsonObject).items = { 'ui:order': ['game', 'winners'], winner: {} };
      });
      expect(check([folder])).toEqual([
        `${at('ui-schema.json')}, field "games.items.winner": ui-schema sets up "winner", which is not a field of schema.json (did you mean "winners"?)`,
        `${at('ui-schema.json')}, field "dat": ui-schema sets up "dat", which is not a field of schema.json (did you mean "date"?)`,
      ]);
    });

    it('a widget that does not exist', () => {
      const [problem] = check([broken((f) => (f.uiSchema.date = { 'ui:widget': 'calendar' }))]);
      expect(problem).toMatch(
        /^activities\/CLUB_PICNIC\/ui-schema.json, field "date": the widget "calendar" does not exist \(widgets: text, .*member-picker/,
      );
    });
  });

  describe('view.json', () => {
    const row = (change: JsonObject, index = 0) =>
      broken((f) => Object.assign((f.view.rows as JsonObject[])[index]!, change));

    it('a row showing a field the schema lacks', () => {
      expect(check([row({ field: 'venu' })])).toEqual([
        `${at('view.json')}, field "venu": a view row shows "venu", which is not a field of schema.json (did you mean "venue"?)`,
      ]);
    });

    it('a kind without a renderer, in a row and in a column', () => {
      const folder = broken((f) => {
        (f.view.rows as JsonObject[])[0]!.kind = 'paragraph';
        ((f.view.rows as JsonObject[])[3]!.columns as JsonObject[])[0]!.kind = 'bold';
      });
      expect(check([folder]).map((p) => p.split(' (kinds')[0])).toEqual([
        `${at('view.json')}, field "venue": the kind "paragraph" does not exist`,
        `${at('view.json')}, field "games.columns.game": the kind "bold" does not exist`,
      ]);
    });

    it('a documents slot, an entries list and an entries column the schema lacks', () => {
      expect(check([row({ slots: { fото: 'Photo', photos: 'Photo' } }, 2)])).toEqual([
        `${at('view.json')}, field "documents.slots.fото": a documents row names the slot "fото", which is not a field of schema.json (its fields: venue, date, photo, games)`,
        `${at('view.json')}, field "documents.slots.photos": a documents row names the slot "photos", which is not a field of schema.json (did you mean "photo"?)`,
      ]);
      expect(check([row({ field: 'game' }, 3)])).toEqual([
        `${at('view.json')}, field "game": an entries row reads "game", which is not a field of schema.json (did you mean "games"?)`,
      ]);
      expect(check([row({ field: 'venue' }, 3)])).toEqual([
        `${at('view.json')}, field "venue": an entries row reads "venue", which is not a list of objects in schema.json`,
      ]);
      expect(check([row({ columns: [{ field: 'gam', label: 'Game', kind: 'text' }] }, 3)])).toEqual([
        `${at('view.json')}, field "games.columns.gam": a column of "games" reads "gam", which is not a field of the items of "games" (did you mean "game"?)`,
      ]);
    });

    it('the columns of an entry-by-entry type are its own fields', () => {
      const folder = broken(
        (f) =>
          (f.view.rows = [
            {
              field: 'details',
              label: 'All',
              kind: 'entries',
              columns: [{ field: 'venue', label: 'Venue', kind: 'text' }],
            },
          ]),
      );
      expect(
        check([folder], [{ ...LINE, entries: 'details' }]).filter((p) => p.includes('view.json')),
      ).toEqual([]);
    });

    it('a row without a field', () => {
      expect(check([row({ field: undefined })])).toEqual([
        `${at('view.json')}: the row "Venue" names no "field"`,
      ]);
    });

    it('a view without title or rows', () => {
      expect(check([broken((f) => (f.view = { rows: [] }))])).toEqual([
        `${at('view.json')}: view.json needs a "title" (text) and "rows" (a list)`,
      ]);
    });
  });

  describe('points.json', () => {
    const item = (change: JsonObject) =>
      broken((f) => Object.assign((f.points.items as JsonObject[])[0]!, change));

    it('a rule, a value or a comment reading a field the report lacks', () => {
      const folder = item({
        values: { seen: { var: 'data.photos' } },
        when: { '!!': [{ var: 'data.venu' }] },
        comment: 'On {data.day}',
      });
      expect(check([folder])).toEqual([
        `${at('points.json')}, field "photos": item "held", value "seen" reads the field "photos", which is not a field of schema.json (did you mean "photo"?)`,
        `${at('points.json')}, field "venu": item "held" reads the field "venu", which is not a field of schema.json (did you mean "venue"?)`,
        `${at('points.json')}, field "day": item "held"'s comment reads the field "day", which is not a field of schema.json (its fields: venue, date, photo, games)`,
      ]);
    });

    it('an entry-by-entry type reads its entries only', () => {
      const folder = item({ when: { var: 'data.details' }, comment: '{data.venue}' });
      expect(check([folder], [{ ...LINE, entries: 'details' }]).filter((p) => p.includes('points'))).toEqual([
        `${at('points.json')}, field "venue": item "held"'s comment reads the field "venue", which is not a field of schema.json (its fields: details)`,
      ]);
    });

    it('a definition the points engine refuses, in its words', () => {
      expect(check([item({ key: 'Held' })])).toEqual([
        `${at('points.json')}: points.json: /items/0/key must match pattern "^[a-z][a-z0-9_]*$"`,
      ]);
      expect(check([item({ comment: 'Seen {values.seen}' })])).toEqual([
        `${at('points.json')}: points.json: item "held": comment reads "values.seen" before it is defined`,
      ]);
    });
  });

  describe('file slots', () => {
    it('an x-file without its limits, at the top and in a table row', () => {
      const folder = broken((f) => {
        const properties = f.schema.properties as Record<string, JsonObject>;
        properties.photo = { type: 'string', 'x-file': { accept: 'image/*' } };
        (properties.games!.items as { properties: JsonObject }).properties.scan = {
          type: 'string',
          'x-file': true,
        };
        (f.uiSchema.games as { items: JsonObject }).items['ui:order'] = ['*'];
      });
      expect(check([folder])).toEqual([
        `${at('schema.json')}, field "photo": a file slot without its limits: x-file needs "maxBytes" (e.g. 512000); or use "$ref": "../../common/defs.json#/definitions/document" (or photo)`,
        `${at('schema.json')}, field "games.items.scan": a file slot without its limits: x-file needs "accept" (e.g. "application/pdf,image/*") and "maxBytes" (e.g. 512000); or use "$ref": "../../common/defs.json#/definitions/document" (or photo)`,
      ]);
    });

    it('the file widget on a field that is no file slot', () => {
      const folder = broken((f) => ((f.schema.properties as JsonObject).photo = { type: 'string' }));
      expect(check([folder])).toEqual([
        `${at('ui-schema.json')}, field "photo": the file widget needs a file slot: "photo" in schema.json has no x-file (use the document or photo definition)`,
      ]);
    });
  });

  describe('example.json', () => {
    it('names the JSON path of each error', () => {
      const folder = broken(
        (f) => (f.example = { date: '5/8/2026', cake: true, games: [{ winners: 'eight' }] }),
      );
      expect(check([folder])).toEqual([
        `${at('example.json')}, field "/venue": the example is not a valid report: /venue is required but missing`,
        `${at('example.json')}, field "/cake": the example is not a valid report: /cake is not a field of schema.json`,
        `${at('example.json')}, field "/date": the example is not a valid report: /date must match format "date"`,
        `${at('example.json')}, field "/games/0/winners": the example is not a valid report: /games/0/winners must be integer`,
      ]);
    });

    it('says when the schema itself does not compile', () => {
      const folder = broken((f) => ((f.schema.properties as JsonObject).date = { type: 'day' }));
      expect(check([folder])[0]).toMatch(
        /^activities\/CLUB_PICNIC\/schema.json: schema.json does not compile: /,
      );
    });
  });
});
