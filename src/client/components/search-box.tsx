import { InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';

/** Props of a list's search box. */
export interface SearchBoxProps {
  /** Accessible name and placeholder; 'Search', translated, by default. */
  label?: string;
  /** Called with the text once typing pauses for 500 ms. */
  onSearch: (text: string) => void;
  /** The text it starts with (a search kept in the address). */
  initialText?: string;
}

/** A search input whose searches run 500 ms after typing stops (spec 1 section 5). */
export function SearchBox({ label, onSearch, initialText = '' }: SearchBoxProps) {
  const t = useT();
  const name = label ?? t(componentsMessages.search);
  const [text, setText] = useState(initialText);
  const settled = useDebouncedValue(text);
  useEffect(() => onSearch(settled.trim()), [settled, onSearch]);
  return (
    <InputGroup
      className="cms-search"
      type="search"
      leftIcon="search"
      placeholder={name}
      aria-label={name}
      value={text}
      onValueChange={setText}
    />
  );
}
