import { getUiOptions, type UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import {
  editRightsOf,
  memberEditBody,
  memberEditFormData,
  memberEditUiSchema,
  type MemberDetail,
} from './member-edit-form';

const member: MemberDetail = {
  uuid: 'b740d2f9-2d25-498a-a784-e060c924e490',
  user: 'c740d2f9-2d25-498a-a784-e060c924e490',
  display_name: 'Sanduni',
  full_name: 'Sanduni Jayasinghe',
  international_id: '3061006',
  mobile: '700000006',
  email: null,
  birth_day: null,
  gender: 'Female',
  spouse: 'Kasun',
  suffix: null,
  title: 'Ms',
  member_since: '2019-07-01',
  profile_image: null,
  member_type_id: 2,
  status: 'active',
  club: { uuid: '3e8b6cb2-8159-4466-adb9-c7a329a5c8d0', name: 'Colombo Host' },
  office_roles: [
    {
      uuid: 'aaaaaaaa-2d25-498a-a784-e060c924e490',
      role_name: 'Club Member',
      role_code: 'CLUB_MEMBER',
      date_from: '2026-07-01',
      date_to: '2027-06-30',
    },
  ],
  contacts: [],
};

describe('member edit form', () => {
  it('starts from the member: nulls empty, the type id as text, office roles with their uuid', () => {
    const data = memberEditFormData(member);
    expect(data).toMatchObject({
      display_name: 'Sanduni',
      spouse: 'Kasun',
      member_type_id: '2',
      status: 'active',
      club: member.club!.uuid,
      office_roles: [
        { uuid: member.office_roles[0]!.uuid, role_code: 'CLUB_MEMBER', date_from: '2026-07-01' },
      ],
    });
    expect(data.email).toBeUndefined();
    expect(data.birth_day).toBeUndefined();
  });

  it('gives the club to administrative roles and the zone chairperson, office roles to administrative roles', () => {
    expect(editRightsOf('CLUB_PRESIDENT')).toEqual({ club: false, officeRoles: false });
    expect(editRightsOf('ZONE_CHAIRPERSON')).toEqual({ club: true, officeRoles: false });
    expect(editRightsOf('CLUBS_PERFORMANCE_EVALUATION')).toEqual({ club: true, officeRoles: true });
  });

  it('hides the fields a role may not edit', () => {
    const ui = memberEditUiSchema(editRightsOf('CLUB_PRESIDENT'), 'Colombo Host');
    expect(getUiOptions(ui.club as UiSchema).widget).toBe('hidden');
    expect(getUiOptions(ui.office_roles as UiSchema).widget).toBe('hidden');
    const admin = memberEditUiSchema(editRightsOf('CLUBS_PERFORMANCE_EVALUATION'), 'Colombo Host');
    expect(getUiOptions(admin.club as UiSchema)).toMatchObject({
      widget: 'club-select',
      clubName: 'Colombo Host',
    });
    expect(typeof (admin.office_roles as UiSchema)['ui:field']).toBe('function');
  });

  it("sends a club officer's edit without club and office roles, emptied fields as ''", () => {
    const data = { ...memberEditFormData(member), spouse: undefined };
    const body = memberEditBody(data, editRightsOf('CLUB_PRESIDENT'), null);
    expect(body.get('spouse')).toBe('');
    expect(body.get('email')).toBe('');
    expect(body.get('display_name')).toBe('Sanduni');
    expect(body.get('member_type_id')).toBe('2');
    expect(body.has('club')).toBe(false);
    expect([...body.keys()].some((k) => k.startsWith('office_roles'))).toBe(false);
    expect(body.has('image')).toBe(false);
  });

  it('sends the image, the club and the office roles (kept ones with their uuid) when allowed', () => {
    const data = memberEditFormData(member);
    data.office_roles!.push({ role_code: 'CLUB_SECRETARY', date_from: '2026-07-01', date_to: '2027-06-30' });
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    const body = memberEditBody(data, editRightsOf('CLUBS_PERFORMANCE_EVALUATION'), image);
    expect((body.get('image') as File).name).toBe('me.png');
    expect(body.get('club')).toBe(member.club!.uuid);
    expect(body.get('office_roles[0][uuid]')).toBe(member.office_roles[0]!.uuid);
    expect(body.get('office_roles[1][role_code]')).toBe('CLUB_SECRETARY');
    expect(body.has('office_roles[1][uuid]')).toBe(false);
  });
});
