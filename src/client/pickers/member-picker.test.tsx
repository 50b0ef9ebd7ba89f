import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { BlueprintForm } from '../theme';
import { MemberPicker, type KnownMembers } from './member-picker';
import type { MemberChoice } from './member-picker-query';

vi.mock('../lib/api-client', () => ({ api: { GET: vi.fn() } }));

const NIMAL: MemberChoice = {
  uuid: '2f1c0a5e-8b7d-4c3a-9e2f-1a0b9c8d7e6f',
  name: 'Nimal Perera',
  group: 'Lions Club of Colombo',
  profile_image: null,
  international_id: '100200',
};
const SUNIL: MemberChoice = {
  uuid: '7d3b2a1c-0e9f-4d8c-8b7a-6f5e4d3c2b1a',
  name: 'Sunil Silva',
  group: 'Lions Club of Colombo',
  profile_image: 'https://example.org/sunil.jpg',
  international_id: '100201',
};
const KAMALA: MemberChoice = {
  uuid: '3c9e7a41-5b2d-4f86-a1c3-8d4e2f6b9a07',
  name: 'Kamala Fernando',
  group: 'Lions Club of Kandy',
  profile_image: null,
  international_id: '100202',
};
const MEMBERS = [NIMAL, SUNIL, KAMALA];

type SearchInit = { params: { path: { search: string } } };
type Answer = { data?: unknown; error?: unknown; response: Response };
const ok = (data: MemberChoice[]): Answer => ({
  data: { status_code: 200, data },
  response: new Response(null, { status: 200 }),
});

/** Answers a search with the members whose name contains it, as the server does. */
function searchAnswer(_path: string, init: SearchInit): Promise<Answer> {
  const search = init.params.path.search.toLowerCase();
  return Promise.resolve(ok(MEMBERS.filter((m) => m.name.toLowerCase().includes(search))));
}

beforeEach(() => {
  vi.mocked(api.GET).mockReset();
  vi.mocked(api.GET).mockImplementation(searchAnswer as unknown as typeof api.GET);
});

afterEach(() => {
  vi.useRealTimers();
});

const singleSchema: RJSFSchema = {
  type: 'object',
  properties: { member_id: { type: 'string', title: 'Member' } },
};
const multipleSchema: RJSFSchema = {
  type: 'object',
  properties: {
    members: { type: 'array', title: 'Attended Club Members', items: { type: 'string' }, uniqueItems: true },
  },
};

function renderPicker(options: {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData?: Record<string, unknown>;
  knownMembers?: KnownMembers;
}) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BlueprintForm
        schema={options.schema}
        uiSchema={options.uiSchema}
        validator={validator}
        widgets={{ 'member-picker': MemberPicker }}
        formContext={{ knownMembers: options.knownMembers }}
        formData={options.formData ?? {}}
        noHtml5Validate
        onSubmit={(event) => onSubmit(event.formData)}
      />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

const single = (ui: Record<string, unknown> = {}) => ({
  schema: singleSchema,
  uiSchema: { member_id: { 'ui:widget': 'member-picker', ...ui } },
});
const multiple = {
  schema: multipleSchema,
  uiSchema: { members: { 'ui:widget': 'member-picker', 'ui:options': { multiple: true } } },
};

/** Clicks a member in the open list (Blueprint listens on the option's link, not on the option). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const option = await screen.findByRole('option', { name: new RegExp(name) });
  await user.click(option.querySelector('a')!);
}

/** The options of the open list. */
function listedNames(): string[] {
  return screen.queryAllByRole('option').map((o) => o.textContent ?? '');
}

describe('MemberPicker', () => {
  it("loads the club's first list from an empty search and shows name, club and initials", async () => {
    const user = userEvent.setup();
    renderPicker(single());
    expect(api.GET).toHaveBeenCalledWith('/api/club-member/list/se={search}', {
      params: { path: { search: '' } },
    });
    await user.click(screen.getByLabelText('Member'));
    await waitFor(() => expect(listedNames()).toHaveLength(3));
    const nimal = screen.getByRole('option', { name: /Nimal Perera/ });
    expect(within(nimal).getByText('Lions Club of Colombo')).toBeTruthy();
    expect(within(nimal).getByText('NP')).toBeTruthy();
    const sunil = screen.getByRole('option', { name: /Sunil Silva/ });
    expect(within(sunil).getByRole('img', { name: 'Sunil Silva', hidden: true }).getAttribute('src')).toBe(
      'https://example.org/sunil.jpg',
    );
  });

  it('searches the district list once typing pauses for 500 ms', async () => {
    // Keystrokes as change events: user-event and Testing Library's async helpers wait on real timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPicker(single({ 'ui:options': { source: 'district' } }));
    const input = screen.getByLabelText('Member');
    act(() => input.focus());
    for (const typed of ['k', 'ka', 'kam']) {
      fireEvent.change(input, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    const calls = () => vi.mocked(api.GET).mock.calls as unknown as [string, SearchInit][];
    const searches = () => calls().map(([path, init]) => [path, init.params.path.search]);
    expect(searches()).toEqual([['/api/member/list/se={search}', '']]);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searches()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches()).toEqual([
      ['/api/member/list/se={search}', ''],
      ['/api/member/list/se={search}', 'kam'],
    ]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(listedNames()).toEqual([expect.stringContaining('Kamala Fernando')]);
  });

  it('answers the chosen uuid and shows the name', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPicker(single());
    const input = screen.getByLabelText('Member') as HTMLInputElement;
    await user.click(input);
    await choose(user, 'Kamala Fernando');
    expect(input.value).toBe('Kamala Fernando');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ member_id: KAMALA.uuid });

    await user.click(screen.getByRole('button', { name: 'Clear Kamala Fernando' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({});
  });

  it('holds several members as uuids, and takes one out again', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPicker(multiple);
    const input = screen.getByLabelText('Attended Club Members');
    await user.click(input);
    await choose(user, 'Nimal Perera');
    await choose(user, 'Kamala Fernando');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ members: [NIMAL.uuid, KAMALA.uuid] });

    // Choosing a chosen member again takes them out.
    await user.click(input);
    await choose(user, 'Nimal Perera');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ members: [KAMALA.uuid] });
  });

  it('names prefilled members from formContext.knownMembers when the list does not hold them', async () => {
    vi.mocked(api.GET).mockImplementation((() => Promise.resolve(ok([]))) as unknown as typeof api.GET);
    const known: KnownMembers = {
      'a91d4c2e-7f3b-4b58-8e6d-5c1a2f9b0e34': { display_name: 'Ruwan Jayasuriya', profile_image: null },
      'c47a1e09-8d2b-4b6f-a3e5-2f9d81c6b7a4': { display_name: 'Dilani Wickrama', profile_image: null },
    };
    renderPicker({ ...multiple, formData: { members: Object.keys(known) }, knownMembers: known });
    expect(await screen.findByText('Ruwan Jayasuriya')).toBeTruthy();
    expect(screen.getByText('Dilani Wickrama')).toBeTruthy();
  });

  it('names a prefilled single member from the loaded list', async () => {
    renderPicker({ ...single(), formData: { member_id: SUNIL.uuid } });
    const input = screen.getByLabelText('Member') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Sunil Silva'));
  });

  it('shows why the list could not be loaded, and lists nothing', async () => {
    const user = userEvent.setup();
    vi.mocked(api.GET).mockImplementation((() =>
      Promise.resolve({
        error: { message: 'Server error' },
        response: new Response(null, { status: 500 }),
      })) as unknown as typeof api.GET);
    renderPicker(single());
    expect((await screen.findByRole('alert')).textContent).toBe('Members could not be loaded. Server error');
    await user.click(screen.getByLabelText('Member'));
    await waitFor(() => expect(listedNames()).toEqual(['No members to show']));
  });
});
