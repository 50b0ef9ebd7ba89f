import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../../shared/catalogue/check/vocabulary';
import { generateWidgets } from '../theme';
import { ACTIVITY_WIDGETS } from './activity-widgets';

/** The widgets an activity form draws with: rjsf's own, the theme's and the pickers, as the add page registers them. */
const registered = { ...getDefaultRegistry().widgets, ...generateWidgets(), ...ACTIVITY_WIDGETS };

/** The kind of field each widget is made for (rjsf resolves a widget name per schema type). */
const FIELD: Partial<Record<keyof typeof WIDGETS, RJSFSchema>> = {
  updown: { type: 'integer' },
  switch: { type: 'integer', enum: [0, 1] },
  checkbox: { type: 'boolean' },
  select: { type: 'string', enum: ['a', 'b'] },
};

describe("the schemas check's widget vocabulary", () => {
  it.each(Object.keys(WIDGETS) as (keyof typeof WIDGETS)[])(
    '%s is a widget the form engine draws',
    (name) => {
      expect(() => getWidget(FIELD[name] ?? { type: 'string' }, name, registered)).not.toThrow();
    },
  );

  it('names every picker of the activity forms', () => {
    for (const name of Object.keys(ACTIVITY_WIDGETS)) expect(Object.keys(WIDGETS)).toContain(name);
  });
});
