import { Button, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { roleLabel } from '../../../../shared/policy';
import { chooseRole, useSession } from '../../../lib/session-store';
import { AuthCard } from './auth-card';

/** The text of a role option: its name, and the club for club-bound roles. */
function optionText(role: { name: string; club: { name: string } | null }): string {
  return role.club ? `${roleLabel(role.name)} (${role.club.name})` : roleLabel(role.name);
}

/** '/switch-role': pick the active role among those held (spec 1 section 2.6). */
export function SwitchRolePage() {
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
    <AuthCard title="Please Select a Role">
      <form onSubmit={submit}>
        <FormGroup label="Role*" labelFor="role">
          <HTMLSelect
            id="role"
            fill
            large
            required
            value={chosen}
            onChange={(e) => setChosen(e.currentTarget.value)}
          >
            <option value="" disabled>
              Select a role
            </option>
            {roles.map((r) => (
              <option key={`${r.name}-${r.club?.uuid ?? ''}`} value={r.name}>
                {optionText(r)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Button type="submit" intent={Intent.PRIMARY} size="large" fill disabled={!chosen} text="Next" />
      </form>
    </AuthCard>
  );
}
