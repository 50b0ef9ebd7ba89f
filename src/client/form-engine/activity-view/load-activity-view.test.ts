import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../../shared/catalogue/catalogue';
import { loadActivityView } from './load-activity-view';

describe('loadActivityView', () => {
  it("loads a type's view.json", async () => {
    const view = await loadActivityView('BOARD_MEETING');
    expect(view.title).toBe('Board Meeting');
    expect(view.rows[0]).toEqual({ field: 'venue', label: 'Venue', kind: 'text' });
  });

  it('has a view for every catalogue type', async () => {
    for (const type of ACTIVITY_TYPES) {
      const view = await loadActivityView(type.key);
      expect(view.rows.length, type.key).toBeGreaterThan(0);
    }
  });

  it('rejects an unknown key', async () => {
    await expect(loadActivityView('NO_SUCH_TYPE')).rejects.toThrow('NO_SUCH_TYPE');
  });
});
