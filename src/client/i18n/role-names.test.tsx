import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { roleLabel, ROLE_TABLE, ROLES } from '../../shared/policy/roles';
import rolesSi from './catalogues/si/roles.json';
import rolesTa from './catalogues/ta/roles.json';
import { translatorFor } from './language-pack';
import { inLanguage } from './language-test-kit';
import { officeNameIn, useOfficeName, useRoleName } from './role-names';

describe('useRoleName', () => {
  it('gives every role in English exactly as roleLabel does (the code with spaces)', () => {
    const { result } = renderHook(() => useRoleName());
    for (const role of ROLES) expect(result.current(role)).toBe(roleLabel(role));
    expect(result.current('SOME_NEW_ROLE')).toBe('SOME NEW ROLE');
  });

  it.each([
    ['si', rolesSi],
    ['ta', rolesTa],
  ] as const)('gives every office in %s by its catalogue name', async (language, catalogue) => {
    const wrapper = ({ children }: { children: ReactNode }) => inLanguage(language, children);
    const { result } = renderHook(() => useRoleName(), { wrapper });
    await waitFor(() => expect(result.current).toBeTypeOf('function'));
    const names = Object.values(catalogue);
    for (const role of ROLES) {
      expect(names, role).toContain(result.current(role));
    }
    expect(result.current('CLUB_PRESIDENT')).toBe(catalogue['roles.clubPresident']);
    expect(result.current('SOME_NEW_ROLE')).toBe('SOME NEW ROLE');
  });
});

describe('officeNameIn', () => {
  it('finds an office by code or English name, in English as the role table names it', () => {
    const english = translatorFor('en', {});
    for (const { code, name } of ROLE_TABLE) {
      expect(officeNameIn(english, code)).toBe(name);
      expect(officeNameIn(english, name)).toBe(name);
    }
    expect(officeNameIn(english, 'Leo Advisor')).toBe('Leo Advisor');
  });

  it('names an office in Tamil for a profile list', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => inLanguage('ta', children);
    const { result } = renderHook(() => useOfficeName(), { wrapper });
    await waitFor(() => expect(result.current).toBeTypeOf('function'));
    expect(result.current('Zone Chairperson')).toBe(rolesTa['roles.zoneChairperson']);
  });
});
