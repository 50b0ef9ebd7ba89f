import { Button, Intent, MenuItem } from '@blueprintjs/core';
import { MultiSelect, Suggest } from '@blueprintjs/select';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useT } from '../i18n/translator';
import { LoadErrorNote } from '../theme';
import { memberItemRenderer } from './member-picker-item';
import { pickersMessages } from './messages';
import {
  memberOptionOf,
  resolveMember,
  uuidsOf,
  type MemberOption,
  type MemberPickerContext,
} from './member-picker-members';
import { memberSourceOf, useMemberChoices } from './member-picker-query';

export type { KnownMember, KnownMembers, MemberPickerContext } from './member-picker-members';

const POPOVER_PROPS = { minimal: true, matchTargetWidth: true } as const;

/** The list's state and the labels of chosen members, shared by the single and the multiple picker. */
function useMemberPicker(widget: WidgetProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim());
  const { knownMembers, projectUuid } = (widget.registry.formContext ?? {}) as MemberPickerContext;
  const members = useMemberChoices(memberSourceOf(widget.options.source), search, projectUuid ?? null);
  const [picked, setPicked] = useState<ReadonlyMap<string, MemberOption>>(new Map());
  // A failed search shows no stale list beside its error.
  const options = members.isError ? [] : (members.data ?? []).map(memberOptionOf);
  const resolve = (uuid: string) => resolveMember(uuid, { picked, options, known: knownMembers });
  const remember = (member: MemberOption) => setPicked((before) => new Map(before).set(member.uuid, member));
  const noResults = (
    <MenuItem
      disabled
      roleStructure="listoption"
      text={t(
        members.isFetching
          ? pickersMessages.loading
          : members.isError
            ? pickersMessages.noMembersToShow
            : pickersMessages.noMembersFound,
      )}
    />
  );
  const error = members.isError ? (
    <LoadErrorNote failure={t(pickersMessages.membersFailed)} error={members.error} />
  ) : null;
  return { t, query, setQuery, options, resolve, remember, noResults, error };
}

/** One member (`value`: a uuid), searched as the user types. */
function SingleMemberPicker({ widget }: { widget: WidgetProps }) {
  const { id, value, placeholder, disabled, readonly, autofocus, rawErrors, hideError } = widget;
  const { t, query, setQuery, options, resolve, remember, noResults, error } = useMemberPicker(widget);
  const uuid = typeof value === 'string' && value !== '' ? value : null;
  const locked = disabled || readonly;
  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  return (
    <>
      <Suggest<MemberOption>
        items={options}
        selectedItem={uuid ? resolve(uuid) : null}
        itemRenderer={memberItemRenderer((member) => member.uuid === uuid)}
        itemsEqual={(a, b) => a.uuid === b.uuid}
        inputValueRenderer={(member) => member.name}
        onItemSelect={(member) => {
          remember(member);
          widget.onChange(member.uuid);
        }}
        query={query}
        onQueryChange={setQuery}
        noResults={noResults}
        disabled={locked}
        resetOnClose
        fill
        popoverProps={POPOVER_PROPS}
        inputProps={{
          id,
          placeholder: placeholder || t(pickersMessages.searchMember),
          leftIcon: 'person',
          autoFocus: autofocus,
          intent: hasErrors ? Intent.DANGER : Intent.NONE,
          'aria-invalid': hasErrors || undefined,
          'aria-describedby': ariaDescribedByIds(id),
          onBlur: () => widget.onBlur(id, value),
          onFocus: () => widget.onFocus(id, value),
          // An optional member can be taken back out; Suggest itself only replaces a choice.
          rightElement:
            uuid && !locked ? (
              <Button
                variant="minimal"
                icon="cross"
                aria-label={t(pickersMessages.clearMember, { name: resolve(uuid).name })}
                onClick={() => widget.onChange(undefined)}
              />
            ) : undefined,
        }}
      />
      {error}
    </>
  );
}

/** Several members (`value`: a list of uuids), each shown as a tag; picking a chosen one again removes it. */
function MultipleMemberPicker({ widget }: { widget: WidgetProps }) {
  const { id, value, placeholder, disabled, readonly, rawErrors, hideError } = widget;
  const { t, query, setQuery, options, resolve, remember, noResults, error } = useMemberPicker(widget);
  const uuids = uuidsOf(value);
  const locked = disabled || readonly;
  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const without = (uuid: string) => uuids.filter((chosen) => chosen !== uuid);
  return (
    <>
      <MultiSelect<MemberOption>
        items={options}
        selectedItems={uuids.map(resolve)}
        itemRenderer={memberItemRenderer((member) => uuids.includes(member.uuid))}
        itemsEqual={(a, b) => a.uuid === b.uuid}
        tagRenderer={(member) => member.name}
        onItemSelect={(member) => {
          remember(member);
          widget.onChange(uuids.includes(member.uuid) ? without(member.uuid) : [...uuids, member.uuid]);
        }}
        onRemove={(member) => widget.onChange(without(member.uuid))}
        onClear={locked || uuids.length === 0 ? undefined : () => widget.onChange([])}
        query={query}
        onQueryChange={setQuery}
        noResults={noResults}
        disabled={locked}
        resetOnSelect
        fill
        placeholder={placeholder || t(pickersMessages.searchMembers)}
        popoverProps={POPOVER_PROPS}
        tagInputProps={{
          leftIcon: 'people',
          intent: hasErrors ? Intent.DANGER : Intent.NONE,
          inputProps: {
            id,
            'aria-invalid': hasErrors || undefined,
            'aria-describedby': ariaDescribedByIds(id),
            onBlur: () => widget.onBlur(id, value),
            onFocus: () => widget.onFocus(id, value),
          },
        }}
      />
      {error}
    </>
  );
}

/**
 * `ui:widget: 'member-picker'`: members searched on the server (debounced 500 ms; the first list,
 * from an empty search, loads at once), each shown with avatar or initials, name and club.
 * `ui:options.multiple: true` holds a list of uuids (attended members), else one uuid.
 * `ui:options.source`: 'club' (default, the acting club's members), 'district' (any member) or
 * 'project' (the members the service project of `formContext.projectUuid` may name).
 * A chosen member keeps their name after the list moves on; an edit page passes the names of the
 * report's members as `formContext.knownMembers`. A failed load shows why, under an empty list.
 */
export function MemberPicker(props: WidgetProps) {
  return props.options.multiple === true ? (
    <MultipleMemberPicker widget={props} />
  ) : (
    <SingleMemberPicker widget={props} />
  );
}
