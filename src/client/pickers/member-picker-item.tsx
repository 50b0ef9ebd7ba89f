import { Classes, MenuItem } from '@blueprintjs/core';
import type { ItemRenderer } from '@blueprintjs/select';
import { MemberAvatar } from '../components/member-avatar';
import type { MemberOption } from './member-picker-members';

/**
 * The row of one member in a picker's list: avatar (or initials), name, and club under it. `isSelected`
 * ticks the members a multiple picker holds already (choosing one again takes it out).
 */
export function memberItemRenderer(
  isSelected: (member: MemberOption) => boolean,
): ItemRenderer<MemberOption> {
  return function renderMember(member, { handleClick, handleFocus, modifiers, ref }) {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={member.uuid}
        ref={ref}
        active={modifiers.active}
        disabled={modifiers.disabled}
        selected={isSelected(member)}
        roleStructure="listoption"
        icon={<MemberAvatar name={member.name} image={member.image} size={28} />}
        text={
          <>
            {member.name}
            {member.club ? (
              <span className={`cms-member-option__club ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                {member.club}
              </span>
            ) : null}
          </>
        }
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };
}
