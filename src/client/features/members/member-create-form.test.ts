import { getUiOptions, type UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { OfficeRolesField } from '../../pickers/office-roles-field';
import {
  memberCreateInitialData,
  memberCreatePayload,
  memberCreateUiSchema,
  type FormActor,
} from './member-create-form';

const CLUB = '3e8b6cb2-8159-4466-adb9-c7a329a5c8d0';
const OTHER = '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d';
const president: FormActor = { role: 'CLUB_PRESIDENT', clubId: CLUB, clubName: 'Colombo Host' };
const administrator: FormActor = { role: 'CLUB_ADMINISTRATOR', clubId: CLUB, clubName: 'Colombo Host' };
const evaluator: FormActor = { role: 'CLUBS_PERFORMANCE_EVALUATION', clubId: null, clubName: null };

const filled = {
  club: OTHER,
  international_id: '9990001',
  display_name: 'Nimal',
  full_name: 'Nimal Perera',
  mobile: '771234567',
  member_since: '2026-07-01',
  office_roles: [{ role_code: 'CLUB_SECRETARY', date_from: '2026-07-01', date_to: '2027-06-30' }],
  send_sms: false,
};

describe('member create form per role (spec 1 section 6)', () => {
  it('hides the club from club officers and limits their office roles to club roles', () => {
    const ui = memberCreateUiSchema(president);
    expect(getUiOptions(ui.club as UiSchema).widget).toBe('hidden');
    expect((ui.office_roles as UiSchema)['ui:field']).toBe(OfficeRolesField);
    expect(getUiOptions(ui.office_roles as UiSchema).assignable).toEqual([
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'CLUB_ADMINISTRATOR',
      'CLUB_GST_COORDINATOR',
      'CLUB_MEMBER',
    ]);
  });

  it('offers other roles the club picker and every office role', () => {
    const ui = memberCreateUiSchema({ ...evaluator, clubId: OTHER, clubName: 'Kandy' });
    expect(getUiOptions(ui.club as UiSchema)).toMatchObject({ widget: 'club-select', clubName: 'Kandy' });
    expect(getUiOptions(ui.office_roles as UiSchema).assignable).toHaveLength(26);
  });

  it('hides office roles from roles that may not assign them (the club administrator)', () => {
    expect(getUiOptions(memberCreateUiSchema(administrator).office_roles as UiSchema).widget).toBe('hidden');
  });

  it("starts with the officer's club or the chosen club, and the SMS on", () => {
    expect(memberCreateInitialData(president)).toEqual({ club: CLUB, send_sms: true });
    expect(memberCreateInitialData({ ...evaluator, clubId: OTHER })).toEqual({ club: OTHER, send_sms: true });
    expect(memberCreateInitialData(evaluator)).toEqual({ send_sms: true });
  });
});

describe('memberCreatePayload', () => {
  it("always sends a club officer's own club", () => {
    expect(memberCreatePayload(filled, president)).toMatchObject({ club: CLUB, send_sms: false });
  });

  it('sends the chosen club and office roles for roles that may assign them', () => {
    const payload = memberCreatePayload(filled, evaluator);
    expect(payload.club).toBe(OTHER);
    expect(payload.office_roles).toEqual(filled.office_roles);
  });

  it('leaves out office roles the role may not assign, and an empty list', () => {
    expect(memberCreatePayload(filled, administrator)).not.toHaveProperty('office_roles');
    expect(memberCreatePayload({ ...filled, office_roles: [] }, evaluator)).not.toHaveProperty(
      'office_roles',
    );
  });

  it('sends the SMS unless switched off', () => {
    const { send_sms: _, ...withoutSms } = filled;
    expect(memberCreatePayload(withoutSms, evaluator).send_sms).toBe(true);
  });
});
