import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import reportExample from '../../../schemas/activities/REPORT_CLUB_ACTIVITY/example.json';
import reportUiSchemaJson from '../../../schemas/activities/REPORT_CLUB_ACTIVITY/ui-schema.json';
import { precompiledValidator } from '../form-engine/precompiled-validator';
import { validateFns } from '../generated/validators/REPORT_CLUB_ACTIVITY';
import reportSchemaJson from '../generated/validators/REPORT_CLUB_ACTIVITY.schema.json';
import { BlueprintForm } from '.';

const reportSchema = reportSchemaJson as RJSFSchema;
const reportUiSchema = reportUiSchemaJson as UiSchema;
const reportValidator = precompiledValidator(validateFns, reportSchema);

type Report = typeof reportExample;

function renderReport(formData: Partial<Report> = reportExample) {
  const onSubmit = vi.fn();
  render(
    <BlueprintForm
      schema={reportSchema}
      uiSchema={reportUiSchema}
      validator={reportValidator}
      formData={formData}
      noHtml5Validate
      onSubmit={(event) => onSubmit(event.formData)}
    />,
  );
  const table = () => screen.getByRole('table');
  const bodyRows = () => within(table()).getAllByRole('row').slice(1);
  return { onSubmit, table, bodyRows };
}

describe('a list of objects with ui:options.table (the reported projects)', () => {
  it("shows a header from the item properties' titles and a row per project, a cell per property", () => {
    const { table, bodyRows } = renderReport();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Project Name *', 'Date', 'Type', 'Actions']);

    expect(bodyRows()).toHaveLength(2);
    const [first, second] = bodyRows();
    const cells = within(first!).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    expect((within(cells[0]!).getByRole('textbox') as HTMLInputElement).value).toBe(
      'Dry Ration Packs for Elderly Home, Dehiwala',
    );
    // The date as dates show, DD/MM/YYYY.
    expect((within(cells[1]!).getByRole('textbox') as HTMLInputElement).value).toBe('04/10/2026');
    expect((within(cells[2]!).getByRole('combobox') as HTMLSelectElement).value).toBe('1');
    expect(within(cells[3]!).getByRole('button', { name: 'Remove' })).toBeTruthy();
    // Items are not ordered: no move buttons, only remove (beside the date's calendar).
    expect(
      within(second!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open the calendar', 'Remove']);
  });

  it('keeps each cell labelled for screen readers, though only the header shows the label', () => {
    renderReport();
    const names = screen.getAllByLabelText(/^Project Name/) as HTMLInputElement[];
    // The report's own project name, then one per row.
    expect(names.map((input) => input.value)).toEqual([
      'Free Eye Camp and Spectacle Distribution, Maharagama',
      'Dry Ration Packs for Elderly Home, Dehiwala',
      'Monthly Blood Donation Campaign, Nugegoda',
    ]);
  });

  it("adds a row with the theme's labelled add button and removes one with its row's button", async () => {
    const user = userEvent.setup();
    const { onSubmit, bodyRows } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    expect(bodyRows()).toHaveLength(3);
    const [newName] = within(bodyRows()[2]!).getAllByRole('textbox');
    await user.type(newName!, 'Tree Planting, Homagama');

    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Remove' }));
    expect(bodyRows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Submit to Review' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      ...reportExample,
      projects: [reportExample.projects[1], { project_name: 'Tree Planting, Homagama' }],
    });
  });

  it('says so when there are no rows yet, and shows an error in its cell', async () => {
    const user = userEvent.setup();
    const { bodyRows } = renderReport({ project_name: 'Eye camp' });
    expect(bodyRows().map((row) => row.textContent)).toEqual(['None yet.']);
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    await user.click(screen.getByRole('button', { name: 'Submit to Review' }));
    const firstCell = within(bodyRows()[0]!).getAllByRole('cell')[0]!;
    expect(within(firstCell).getByText(/required|must NOT have fewer than 1 characters/)).toBeTruthy();
  });

  it('leaves lists without the option as a plain list', () => {
    const ui = {
      ...reportUiSchema,
      projects: { ...(reportUiSchema.projects as UiSchema), 'ui:options': {} },
    };
    render(
      <BlueprintForm
        schema={reportSchema}
        uiSchema={ui}
        validator={reportValidator}
        formData={reportExample}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(document.querySelectorAll('.cms-array-item')).toHaveLength(2);
  });
});
