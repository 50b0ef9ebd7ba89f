import { describe, expect, it } from 'vitest';
import { shownClub } from './club-select';

describe('shownClub', () => {
  it('shows nothing without a value', () => {
    expect(shownClub(undefined, null, 'Kandy')).toBeNull();
    expect(shownClub('', { uuid: 'a', name: 'A' }, '')).toBeNull();
  });

  it('shows the club picked here, else the prefilled club under its known name', () => {
    expect(shownClub('a', { uuid: 'a', name: 'A' }, 'Other')).toEqual({ uuid: 'a', name: 'A' });
    expect(shownClub('b', { uuid: 'a', name: 'A' }, 'Kandy')).toEqual({ uuid: 'b', name: 'Kandy' });
    expect(shownClub('b', null, '')).toEqual({ uuid: 'b', name: '' });
  });
});
