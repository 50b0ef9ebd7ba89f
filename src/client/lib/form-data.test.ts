import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('writes fields, lists in brackets and files, and leaves out empty values', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const form = toFormData({
      display_name: 'Nimal',
      member_type_id: 2,
      spouse: null,
      image: file,
      office_roles: [
        { role_code: 'CLUB_SECRETARY', date_from: '2026-07-01', date_to: '2027-06-30', uuid: undefined },
      ],
    });
    expect([...form.keys()]).toEqual([
      'display_name',
      'member_type_id',
      'image',
      'office_roles[0][role_code]',
      'office_roles[0][date_from]',
      'office_roles[0][date_to]',
    ]);
    expect((form.get('image') as File).name).toBe('me.png');
  });

  it('writes a list of texts as members[0], members[1]', () => {
    const form = toFormData({ members: ['a-uuid', 'b-uuid'] });
    expect([...form.entries()]).toEqual([
      ['members[0]', 'a-uuid'],
      ['members[1]', 'b-uuid'],
    ]);
  });

  it('sends an empty list as its bare name, so the server can tell it from a missing one', () => {
    const form = toFormData({ office_roles: [], spouse: undefined });
    expect([...form.entries()]).toEqual([['office_roles', '']]);
  });
});
