import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import commonSi from '../../../../../schemas/common/i18n/si.json';
import commonTa from '../../../../../schemas/common/i18n/ta.json';
import boardSi from '../../../../../schemas/activities/BOARD_MEETING/i18n/si.json';
import boardTa from '../../../../../schemas/activities/BOARD_MEETING/i18n/ta.json';
import { inLanguage } from '../../../i18n/language-test-kit';
import { PointsPanel } from './points-panel';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const ID = '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a6b';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A board meeting's lines as the server stored them: English titles, comments filled from templates. */
const LINES = [
  {
    id: 1,
    key: 'attendance',
    items: { title: 'Attendance at least 75% of the board' },
    comment: '9 of 12 board members attended (75%)',
    cr_points: 5,
    dr_points: 0,
    total_points: 5,
    status: 'PENDING',
    reject_comments: null,
  },
  {
    id: 2,
    key: 'late',
    items: { title: 'Filed after the due date' },
    comment: 'Filed on 12/08/2026, due by 10/08/2026',
    cr_points: 0,
    dr_points: 2,
    total_points: -2,
    status: 'REJECTED',
    reject_comments: 'The post office was closed',
  },
];

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    return Promise.resolve(
      path.endsWith('/points/BOARD_MEETING')
        ? json({
            status_code: 200,
            data: { points: LINES, status: 'SUBMITTED', comments: null, total: 3, version: 1 },
          })
        : json({ status_code: 200, message: 'success' }),
    );
  });
});

const OVERLAYS = {
  si: { ...commonSi, ...boardSi } as Record<string, string>,
  ta: { ...commonTa, ...boardTa } as Record<string, string>,
};

describe.each(['si', 'ta'] as const)("a report's points panel in %s", (language) => {
  it("shows each line's title and comment in the language, with the stored numbers and dates", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        {inLanguage(language, <PointsPanel id={ID} activityKey="BOARD_MEETING" evaluator />)}
      </QueryClientProvider>,
    );
    const overlay = OVERLAYS[language];
    const title = overlay['Attendance at least 75% of the board']!;
    expect(title).not.toBe('Attendance at least 75% of the board');
    const attendance = (await screen.findByText(title)).closest('tr')!;
    const why = overlay[
      '{data.no_of_attendance} of {data.no_of_board_members} board members attended ({values.percent}%)'
    ]!.replace('{data.no_of_attendance}', '9')
      .replace('{data.no_of_board_members}', '12')
      .replace('{values.percent}', '75');
    expect(within(attendance).getByText(why)).toBeTruthy();

    // The shared 'late' line comes from the common overlay; the evaluator's reason stays as typed.
    const late = screen.getByText(overlay['Filed after the due date']!).closest('tr')!;
    expect(
      within(late).getByText(
        overlay['Filed on {filed_on}, due by {due_date}']!.replace('{filed_on}', '12/08/2026').replace(
          '{due_date}',
          '10/08/2026',
        ),
      ),
    ).toBeTruthy();
    expect(within(late).getByText('The post office was closed')).toBeTruthy();
  });
});
