import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_TYPES } from '../../../shared/catalogue/catalogue';
import {
  answerListsWithOneMember,
  findSubmit,
  labelText,
  LISTED_MEMBER,
  renderActivityForm,
  titled,
} from './activity-form-test-kit';

vi.mock('../../lib/api-client', () => ({ api: { GET: vi.fn() } }));

// Read straight from the files, as the form's loader would, so a new activity folder is swept too.
const examples = import.meta.glob<Record<string, unknown>>('../../../../schemas/activities/*/example.json', {
  import: 'default',
  eager: true,
});
const uiSchemas = import.meta.glob<UiSchema>('../../../../schemas/activities/*/ui-schema.json', {
  import: 'default',
  eager: true,
});
const schemas = import.meta.glob<RJSFSchema>('../../generated/validators/*.schema.json', {
  import: 'default',
  eager: true,
});

function folderOf(key: string) {
  const schema = schemas[`../../generated/validators/${key}.schema.json`];
  const uiSchema = uiSchemas[`../../../../schemas/activities/${key}/ui-schema.json`];
  const example = examples[`../../../../schemas/activities/${key}/example.json`];
  if (!schema || !uiSchema || !example) throw new Error(`${key}: schema, ui-schema or example missing`);
  return { schema, uiSchema, example };
}

/** The property's widget as the ui-schema names it. */
function widgetOf(uiSchema: UiSchema, field: string): string | undefined {
  const widget = (uiSchema[field] as UiSchema | undefined)?.['ui:widget'];
  return typeof widget === 'string' ? widget : undefined;
}

/** The texts of the labels and headings on the page (hidden fields left out), without required stars. */
function shownTitles(): Set<string> {
  const titles = [...document.body.querySelectorAll('label, h5, legend, th')]
    .filter((element) => !element.closest('[hidden]'))
    .map((element) => labelText(element.textContent));
  return new Set(titles);
}

/** Fills one field the way a user would, by its kind. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  schema: RJSFSchema,
  widget: string | undefined,
  title: string,
): Promise<string> {
  const control = screen.getByLabelText(titled(title));
  if (widget === 'switch') {
    await user.click(control);
    return 'switch';
  }
  if (widget === 'file') {
    await user.upload(
      control as HTMLInputElement,
      new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' }),
    );
    return 'file';
  }
  if (widget === 'member-picker') {
    await user.click(control);
    const option = await screen.findByRole('option', { name: new RegExp(LISTED_MEMBER.name) });
    await user.click(option.querySelector('a')!);
    return 'member';
  }
  if (widget === 'officer-picker' || widget?.endsWith('chairperson-picker')) {
    await within(control).findByRole('option', { name: new RegExp(LISTED_MEMBER.name) });
    await user.selectOptions(control, LISTED_MEMBER.uuid);
    return 'officer';
  }
  if (schema.format === 'date' || widget === 'date') {
    fireEvent.change(control, { target: { value: '2026-08-01' } });
    return 'date';
  }
  if (Array.isArray(schema.enum)) {
    await user.selectOptions(control, within(control).getAllByRole('option')[1]!);
    return 'choice';
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    await user.clear(control);
    await user.type(control, '5');
    return 'number';
  }
  await user.type(control, 'https://example.org/lions');
  return 'text';
}

beforeEach(answerListsWithOneMember);

const filledKinds = new Set<string>();

describe.each(ACTIVITY_TYPES.map((type) => [type.key, type] as const))('the %s form', (key, type) => {
  const { schema, uiSchema, example } = folderOf(key);
  const properties = Object.entries(schema.properties ?? {}) as [string, RJSFSchema][];

  it("shows every field's title for its example, which it submits as is", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderActivityForm({ activityKey: key, formData: example });
    const submit = await findSubmit();
    const shown = shownTitles();
    for (const [field, property] of properties) {
      if (widgetOf(uiSchema, field) === 'hidden') continue;
      expect(shown, `${key}.${field}`).toContain(property.title);
    }
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining(example), new Map());
  });

  it(`keeps 'Submit to Review' disabled until ${type.requiredToSubmit} is filled`, async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderActivityForm({ activityKey: key });
    const submit = await findSubmit();
    expect(submit.disabled).toBe(true);
    const required = schema.properties?.[type.requiredToSubmit] as RJSFSchema | undefined;
    expect(required, `${key}: requiredToSubmit names no field`).toBeDefined();
    const kind = await fill(user, required!, widgetOf(uiSchema, type.requiredToSubmit), required!.title!);
    filledKinds.add(kind);
    expect(submit.disabled, `${key}: filled ${type.requiredToSubmit} (${kind})`).toBe(false);
  });
});

describe('the sweep', () => {
  it('filled text, number, switch, date, file and member fields', () => {
    expect([...filledKinds].sort()).toEqual(
      expect.arrayContaining(['date', 'file', 'member', 'number', 'officer', 'switch', 'text']),
    );
  });
});
