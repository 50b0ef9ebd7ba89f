import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { dateLimitsMessage, fieldLabel, houseStyleErrors, serverErrorsToErrorSchema } from './error-messages';

const member: RJSFSchema = {
  type: 'object',
  definitions: {
    role: { type: 'object', properties: { role_code: { type: 'string', title: 'Office Role' } } },
  },
  properties: {
    display_name: { type: 'string', title: 'Display Name' },
    member_since: { type: 'string', format: 'date' },
    office_roles: { type: 'array', items: { $ref: '#/definitions/role' } },
  },
};

function ajvError(name: string, property: string, params: object = {}): RJSFValidationError {
  return { name, property, params, message: 'raw', stack: 'raw' };
}

describe('fieldLabel', () => {
  it('prefers ui:title, then the schema title, then the name', () => {
    expect(fieldLabel(member, { display_name: { 'ui:title': 'Name' } }, ['display_name'])).toBe('Name');
    expect(fieldLabel(member, {}, ['display_name'])).toBe('Display Name');
    expect(fieldLabel(member, {}, ['member_since'])).toBe('member since');
    expect(fieldLabel(member, {}, ['office_roles', '0', 'role_code'])).toBe('Office Role');
  });
});

describe('houseStyleErrors', () => {
  it('words ajv errors as the server does, once per field', () => {
    const transform = houseStyleErrors(member);
    const out = transform([
      ajvError('required', 'display_name', { missingProperty: 'display_name' }),
      ajvError('format', '.member_since', { format: 'date' }),
      ajvError('const', '.office_roles.0.role_code'),
      ajvError('const', '.office_roles.0.role_code'),
      ajvError('oneOf', '.office_roles.0.role_code'),
      ajvError('if', ''),
    ]);
    expect(out.map((e) => e.message)).toEqual([
      'The Display Name field is required.',
      'The member since field must be a valid date.',
      'The selected Office Role is invalid.',
    ]);
    expect(out[0]?.property).toBe('display_name');
  });
});

describe('date limits', () => {
  it("words a schema's formatMinimum and formatMaximum with the limit as dates show", () => {
    const transform = houseStyleErrors(member);
    const out = transform([
      ajvError('formatMinimum', '.member_since', { comparison: '>=', limit: '1950-01-01' }),
      ajvError('formatMaximum', '.display_name', { comparison: '<=', limit: '2026-08-31' }),
    ]);
    expect(out.map((e) => e.message)).toEqual([
      'The member since field must be a date on or after 01/01/1950.',
      'The Display Name field must be a date on or before 31/08/2026.',
    ]);
  });

  it('says the limits a date field keeps, either end open', () => {
    expect(dateLimitsMessage('Date', { min: '2026-07-01', max: '2026-08-31' })).toBe(
      'The Date field must be a date from 01/07/2026 to 31/08/2026.',
    );
    expect(dateLimitsMessage('Date', { min: '2026-07-01' })).toBe(
      'The Date field must be a date on or after 01/07/2026.',
    );
    expect(dateLimitsMessage('Birthday', { max: '2026-11-25' })).toBe(
      'The Birthday field must be a date on or before 25/11/2026.',
    );
  });
});

describe('serverErrorsToErrorSchema', () => {
  it('puts the first message of each field, dotted paths included, where rjsf shows it', () => {
    expect(
      serverErrorsToErrorSchema({
        display_name: ['The display name has already been taken.', 'second'],
        'office_roles.0.role_code': ['The selected office role is invalid.'],
        body: ['The request is invalid.'],
        empty: [],
      }),
    ).toEqual({
      __errors: ['The request is invalid.'],
      display_name: { __errors: ['The display name has already been taken.'] },
      office_roles: { 0: { role_code: { __errors: ['The selected office role is invalid.'] } } },
    });
  });

  it('gives nothing for no errors', () => {
    expect(serverErrorsToErrorSchema(null)).toBeUndefined();
    expect(serverErrorsToErrorSchema({})).toBeUndefined();
  });
});
