import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../../shared/catalogue/catalogue';
import { loadActivityTitles } from './activity-titles';

// Lists (Monthly Tasks, the review queue, home, the bell) name each type as its form does: some
// titles are shared texts of schemas/common, which the forms merge under a folder's own overlay.
describe.each(['si', 'ta'] as const)('the activity titles in %s', (language) => {
  it('name every type of the catalogue in the language', async () => {
    const titles = await loadActivityTitles(language);
    const english = ACTIVITY_TYPES.filter((type) => {
      const translated = titles[type.key]?.[type.title];
      return translated === undefined || translated === type.title;
    }).map((type) => `${type.key}: ${type.title}`);
    expect(english).toEqual([]);
  });
});
