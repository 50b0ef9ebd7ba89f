import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { api } from '../../lib/api-client';
import { ActivityForm, type ActivityFormProps } from '../../form-engine/activity-form/activity-form';
import { ACTIVITY_WIDGETS } from '../../pickers/activity-widgets';

/** A member every member and office list answers in these tests. */
export const LISTED_MEMBER = {
  uuid: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  name: 'Listed Member',
  group: 'Lions Club of Colombo',
  club: 'Lions Club of Colombo',
  profile_image: null,
  international_id: '100300',
};

/**
 * Stubs the API client (mock '../../lib/api-client' in the test file first): every list answers
 * LISTED_MEMBER, shaped to serve as a member choice and as an office holder alike.
 */
export function answerListsWithOneMember(): void {
  vi.mocked(api.GET).mockReset();
  vi.mocked(api.GET).mockImplementation((() =>
    Promise.resolve({
      data: { status_code: 200, data: [LISTED_MEMBER] },
      response: new Response(null, { status: 200 }),
    })) as unknown as typeof api.GET);
}

/** Renders an activity form with the pickers, in a fresh query client, as the page would. */
export function renderActivityForm(props: Partial<ActivityFormProps> & { activityKey: string }) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (given: typeof props) => (
    <QueryClientProvider client={client}>
      <ActivityForm onSubmit={onSubmit} widgets={ACTIVITY_WIDGETS} {...given} />
    </QueryClientProvider>
  );
  const view = render(tree(props));
  /** Renders the same form again with other props (the page's `loading`, say). */
  const update = (changed: Partial<ActivityFormProps>) => view.rerender(tree({ ...props, ...changed }));
  return { onSubmit, update, ...view };
}

/** The submit button, once the lazily loaded form is there. */
export function findSubmit(name: string | RegExp = 'Submit to Review'): Promise<HTMLButtonElement> {
  return screen.findByRole('button', { name }, { timeout: 5000 }) as Promise<HTMLButtonElement>;
}

/** A label's text without the required star and surplus spaces. */
export function labelText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s*\*\s*$/, '')
    .trim();
}

/** For `getByLabelText`: the field whose label is the title, whether or not it carries the required star. */
export function titled(title: string) {
  return (content: string) => labelText(content) === title;
}
