import { Button, FormGroup, Intent } from '@blueprintjs/core';
import { AppSelect } from '../../../components/app-select';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Translate } from '../../../i18n/messages';
import { useRoleName } from '../../../i18n/role-names';
import { useT } from '../../../i18n/translator';
import { chooseRole, useSession } from '../../../lib/session-store';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';

/** The text of a role option: its name (in the language, by `roleName`), and the club for club-bound roles. */
function optionText(
  role: { name: string; club: { name: string } | null },
  t: Translate,
  roleName: (role: string) => string,
): string {
  return role.club
    ? t(authMessages.roleOfClub, { role: roleName(role.name), club: role.club.name })
    : roleName(role.name);
}

/** '/switch-role': pick the active role among those held (spec 1 section 2.6). */
export function SwitchRolePage() {
  const t = useT();
  const roleName = useRoleName();
  const { roles, role } = useSession();
  const [chosen, setChosen] = useState(role ?? '');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const match = roles.find((r) => r.name === chosen);
    if (!match) return;
    chooseRole(match);
    navigate('/', { replace: true });
  };

  return (
    <AuthCard title={t(authMessages.selectRoleTitle)}>
      <form onSubmit={submit}>
        <FormGroup label={t(authMessages.role)} labelFor="role">
          <AppSelect
            id="role"
            fill
            large
            required
            value={chosen}
            onChange={(e) => setChosen(e.currentTarget.value)}
          >
            <option value="" disabled>
              {t(authMessages.selectRole)}
            </option>
            {roles.map((r) => (
              <option key={`${r.name}-${r.club?.uuid ?? ''}`} value={r.name}>
                {optionText(r, t, roleName)}
              </option>
            ))}
          </AppSelect>
        </FormGroup>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          disabled={!chosen}
          text={t(authMessages.next)}
        />
      </form>
    </AuthCard>
  );
}
