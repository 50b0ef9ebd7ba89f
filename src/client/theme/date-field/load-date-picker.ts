import type { ComponentType } from 'react';
import type { DatePickerPopoverProps } from './date-picker-popover';

let loading: Promise<ComponentType<DatePickerPopoverProps>> | undefined;

/**
 * The calendar of the date fields (Blueprint's DatePicker, its date library and styles), fetched once
 * when a date field is first focused or its button pointed at: it is no part of the forms' own load.
 * A failed fetch (offline) is forgotten, so the next wish tries again; typing a date needs none of it.
 */
export function loadDatePicker(): Promise<ComponentType<DatePickerPopoverProps>> {
  loading ??= import('./date-picker-popover').then(
    (m) => m.DatePickerPopover,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
