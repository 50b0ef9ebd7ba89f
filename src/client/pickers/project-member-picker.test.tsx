import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { BlueprintForm } from '../theme';
import { GovernorThemeSelect } from './governor-theme-select';
import type { MemberChoice } from './member-picker-query';
import { ProjectMemberPicker } from './project-member-picker';

vi.mock('../lib/api-client', () => ({ api: { GET: vi.fn() } }));

const PROJECT = '5b7c9d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';
const NIMAL: MemberChoice = {
  uuid: '2f1c0a5e-8b7d-4c3a-9e2f-1a0b9c8d7e6f',
  name: 'Nimal Perera',
  group: 'Lions Club of Colombo',
  profile_image: null,
  international_id: '100200',
};
const KAMALA: MemberChoice = {
  uuid: '3c9e7a41-5b2d-4f86-a1c3-8d4e2f6b9a07',
  name: 'Kamala Fernando',
  group: 'Lions Club of Colombo',
  profile_image: null,
  international_id: '100202',
};
const THEMES = [
  { uuid: 'a1b2c3d4-0001-4000-8000-000000000001', theme: 'Reforestation', theme_key: 'reforestation' },
  { uuid: 'a1b2c3d4-0002-4000-8000-000000000002', theme: 'Hunger Relief', theme_key: 'hunger' },
];

type Init = { params?: { path?: { id?: string; search?: string } } };
type Answer = { data?: unknown; error?: unknown; response: Response };

/** Answers the project member search by name, and the theme list. */
function answer(path: string, init?: Init): Promise<Answer> {
  const ok = (data: unknown): Answer => ({ data: { status_code: 200, data }, response: new Response(null) });
  if (path === '/api/governor-theme/list') return Promise.resolve(ok(THEMES));
  const search = (init?.params?.path?.search ?? '').toLowerCase();
  return Promise.resolve(ok([NIMAL, KAMALA].filter((m) => m.name.toLowerCase().includes(search))));
}

beforeEach(() => {
  vi.mocked(api.GET).mockReset();
  vi.mocked(api.GET).mockImplementation(answer as unknown as typeof api.GET);
});
afterEach(() => vi.useRealTimers());

function renderForm(schema: RJSFSchema, uiSchema: UiSchema, formContext: Record<string, unknown>) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BlueprintForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={{
          'project-member-picker': ProjectMemberPicker,
          'governor-theme-select': GovernorThemeSelect,
        }}
        formContext={formContext}
        noHtml5Validate
        onSubmit={(event) => onSubmit(event.formData)}
      />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

const memberForm = {
  schema: { type: 'object', properties: { member: { type: 'string', title: 'Member' } } } as RJSFSchema,
  uiSchema: { member: { 'ui:widget': 'project-member-picker' } },
};

/** The searches made so far, as [path, project, search]. */
function searches() {
  return (vi.mocked(api.GET).mock.calls as unknown as [string, Init][]).map(([path, init]) => [
    path,
    init?.params?.path?.id,
    init?.params?.path?.search,
  ]);
}

describe('ProjectMemberPicker', () => {
  it("searches the project's members (debounced 500 ms) and answers the chosen uuid", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onSubmit } = renderForm(memberForm.schema, memberForm.uiSchema, { projectUuid: PROJECT });
    const input = screen.getByLabelText('Member');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'ka' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    const path = '/api/service-project/{id}/committee-members/se={search}';
    expect(searches()).toEqual([[path, PROJECT, '']]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches()).toEqual([
      [path, PROJECT, ''],
      [path, PROJECT, 'ka'],
    ]);
    vi.useRealTimers();
    const option = await screen.findByRole('option', { name: /Kamala Fernando/ });
    fireEvent.click(option.querySelector('a')!);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ member: KAMALA.uuid }));
  });

  it('asks nothing without a project', () => {
    renderForm(memberForm.schema, memberForm.uiSchema, {});
    expect(api.GET).not.toHaveBeenCalled();
  });

  it('holds several members with ui:options.multiple', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(
      {
        type: 'object',
        properties: {
          members: { type: 'array', title: 'Members', items: { type: 'string' }, uniqueItems: true },
        },
      },
      { members: { 'ui:widget': 'project-member-picker', 'ui:options': { multiple: true } } },
      { projectUuid: PROJECT },
    );
    await user.click(screen.getByLabelText('Members'));
    for (const name of ['Nimal Perera', 'Kamala Fernando']) {
      const option = await screen.findByRole('option', { name: new RegExp(name) });
      await user.click(option.querySelector('a')!);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ members: [NIMAL.uuid, KAMALA.uuid] });
  });
});

describe('GovernorThemeSelect', () => {
  it("lists the governor's themes by name and answers the chosen theme's uuid", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(
      { type: 'object', properties: { governor_theme_id: { type: 'string', title: 'Theme' } } },
      { governor_theme_id: { 'ui:widget': 'governor-theme-select', 'ui:placeholder': 'Select a theme' } },
      {},
    );
    const select = screen.getByLabelText('Theme');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select a theme',
      'Reforestation',
      'Hunger Relief',
    ]);
    await user.selectOptions(select, 'Hunger Relief');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ governor_theme_id: THEMES[1]!.uuid });
  });
});
