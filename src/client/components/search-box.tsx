import { InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Props of a list's search box. */
export interface SearchBoxProps {
  /** Accessible name and placeholder. */
  label?: string;
  /** Called with the text once typing pauses for 500 ms. */
  onSearch: (text: string) => void;
}

/** A search input whose searches run 500 ms after typing stops (spec 1 section 5). */
export function SearchBox({ label = 'Search', onSearch }: SearchBoxProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text);
  useEffect(() => onSearch(settled.trim()), [settled, onSearch]);
  return (
    <InputGroup
      className="cms-search"
      type="search"
      leftIcon="search"
      placeholder={label}
      aria-label={label}
      value={text}
      onValueChange={setText}
    />
  );
}
