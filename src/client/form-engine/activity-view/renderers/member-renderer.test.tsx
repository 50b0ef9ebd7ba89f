import { describe, expect, it } from 'vitest';
import { renderRenderer } from '../testing/render-renderer';
import { MemberRenderer, memberTester } from './member-renderer';

const row = { field: 'chairman', label: 'Extension Chairman', kind: 'member' };

describe('MemberRenderer', () => {
  it('shows the display name', () => {
    const chairman = { uuid: 'u1', display_name: 'Nimal Perera', profile_image: null };
    expect(renderRenderer(MemberRenderer, row, { chairman }).textContent).toBe('Nimal Perera');
  });

  it('tolerates a bare string', () => {
    expect(renderRenderer(MemberRenderer, row, { chairman: 'Nimal Perera' }).textContent).toBe(
      'Nimal Perera',
    );
  });

  it.each([undefined, null, {}])('shows - for %j', (chairman) => {
    expect(renderRenderer(MemberRenderer, row, { chairman }).textContent).toBe('-');
  });

  it('applies to member rows only', () => {
    expect(memberTester(row)).toBe(1);
    expect(memberTester({ ...row, kind: 'members' })).toBe(-1);
  });
});
