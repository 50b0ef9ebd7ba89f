import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderFieldErrors } from '../../i18n/render-text';
import { loadActivityCatalogue, type ActivityCatalogue } from './activity-catalogue';

let catalogue: ActivityCatalogue;
beforeAll(async () => {
  catalogue = await loadActivityCatalogue();
});

/** A body's field errors under a type, in English words. */
const checkInEnglish = (...args: Parameters<ActivityCatalogue['check']>) =>
  renderFieldErrors(catalogue.check(...args), 'en');

const example = (key: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../schemas/activities/${key}/example.json`, import.meta.url), 'utf8'),
  );

describe('the server activity catalogue', () => {
  it('knows every type of the folders, by key and by the spec slug', () => {
    const folders = readdirSync(new URL('../../../../schemas/activities/', import.meta.url), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(catalogue.types.map((t) => t.key).sort()).toEqual(folders.sort());
    expect(catalogue.bySlug('board_meeting')?.key).toBe('BOARD_MEETING');
    expect(catalogue.bySlug('district-dues')?.key).toBe('DISTRICT_DUES');
    expect(catalogue.byKey('NOT_A_TYPE')).toBeUndefined();
  });

  it('accepts every example as sent in its transport', () => {
    for (const type of catalogue.types) {
      expect(checkInEnglish(type, example(type.key), 'json'), type.key).toEqual({});
    }
  });

  it('names each bad field in the spec error shape', () => {
    const dues = catalogue.byKey('DISTRICT_DUES')!;
    expect(checkInEnglish(dues, { amount: -5, bank: 'BOC', cheque: '1' }, 'json')).toEqual({
      paid: ['The paid field is required.'],
      amount: ['The amount field must be at least 0.'],
      cheque: ['The cheque field is not allowed.'],
    });
  });

  it('requires the field that enables Submit to be filled: a toggle on, a count above 0', () => {
    const dues = catalogue.byKey('DISTRICT_DUES')!;
    expect(checkInEnglish(dues, { paid: 0 }, 'json')).toEqual({ paid: ['The paid field is required.'] });
    expect(checkInEnglish(dues, { paid: 1 }, 'json')).toEqual({});
    const ladies = catalogue.byKey('LADIES_GET_TOGETHER')!;
    expect(checkInEnglish(ladies, { no_of_Lion_ladies: '0' }, 'multipart')).toEqual({
      no_of_Lion_ladies: ['The no of Lion ladies field is required.'],
    });
  });

  it('coerces the text of a multipart body, and still refuses what is not a number', () => {
    const training = catalogue.byKey('TRAINING')!;
    const ok = {
      online_training_number_of_modules: '2',
      lci_institute_number_of_modules: '1',
      local_training_number_of_modules: '0',
    };
    expect(checkInEnglish(training, ok, 'multipart')).toEqual({});
    expect(checkInEnglish(training, { ...ok, lci_institute_number_of_modules: 'two' }, 'multipart')).toEqual({
      lci_institute_number_of_modules: ['The lci institute number of modules field must be an integer.'],
    });
  });
});
