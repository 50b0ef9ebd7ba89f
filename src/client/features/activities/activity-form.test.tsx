import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import boardMeetingExample from '../../../../schemas/activities/BOARD_MEETING/example.json';
import {
  ActivityFormNotFoundError,
  loadActivityForm,
} from '../../form-engine/activity-form/load-activity-form';
import { answerListsWithOneMember, findSubmit, renderActivityForm, titled } from './activity-form-test-kit';

vi.mock('../../lib/api-client', () => ({ api: { GET: vi.fn() } }));

beforeEach(answerListsWithOneMember);

function fileOf(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('ActivityForm', () => {
  it('says clearly that an unknown key has no form', async () => {
    renderActivityForm({ activityKey: 'NOT_AN_ACTIVITY' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This form cannot be shown');
    expect(alert.textContent).toContain("There is no activity type 'NOT_AN_ACTIVITY'.");
    await expect(loadActivityForm('NOT_AN_ACTIVITY')).rejects.toBeInstanceOf(ActivityFormNotFoundError);
  });

  it('shows a bar while the form loads', () => {
    renderActivityForm({ activityKey: 'BOARD_MEETING' });
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it("enables 'Submit to Review' once the type's required field is filled, and not while loading", async () => {
    const user = userEvent.setup();
    const { update } = renderActivityForm({ activityKey: 'BOARD_MEETING' });
    const submit = await findSubmit();
    expect(submit.disabled).toBe(true);
    // The form says which field unlocks it, until it is filled.
    expect(screen.getByText('Fill in “Venue” to submit.')).toBeTruthy();
    await user.type(screen.getByLabelText(titled('Venue')), 'Hotel Galadari');
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText('Fill in “Venue” to submit.')).toBeNull();
    update({ loading: true });
    expect(submit.disabled).toBe(true);
    update({ loading: false });
    expect(submit.disabled).toBe(false);
    // The typed venue survived the page's re-renders.
    expect((screen.getByLabelText(titled('Venue')) as HTMLInputElement).value).toBe('Hotel Galadari');
    await user.clear(screen.getByLabelText(titled('Venue')));
    expect(submit.disabled).toBe(true);
  });

  it('passes the chosen files by field, without the removed ones, with the data', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { onSubmit } = renderActivityForm({ activityKey: 'BOARD_MEETING' });
    await findSubmit();
    await user.type(screen.getByLabelText(titled('Venue')), 'Hotel Galadari');
    const report = fileOf('treasurer.pdf', 2048, 'application/pdf');
    const photo = fileOf('photo.jpg', 4096, 'image/jpeg');
    await user.upload(screen.getByLabelText(titled('Treasurer Report')), report);
    await user.upload(screen.getByLabelText(titled('Photo 01')), photo);
    await user.upload(screen.getByLabelText(titled('Photo 02')), fileOf('gone.jpg', 10, 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Remove gone.jpg' }));
    // Over the limit: refused in the browser, never handed on.
    await user.upload(
      screen.getByLabelText(titled('Agenda')),
      fileOf('agenda.pdf', 600 * 1024, 'application/pdf'),
    );
    expect(screen.getByText('The file may not be greater than 500 KB.')).toBeTruthy();

    await user.click(await findSubmit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [data, files] = onSubmit.mock.calls[0] as [Record<string, unknown>, Map<string, File>];
    expect(data).toMatchObject({
      venue: 'Hotel Galadari',
      treasure_report: 'treasurer.pdf',
      document1: 'photo.jpg',
    });
    expect(data.document2).toBeUndefined();
    expect([...files.entries()]).toEqual([
      ['treasure_report', report],
      ['document1', photo],
    ]);
  });

  it('prefills an edit: members named from knownMembers, earlier uploads without files', async () => {
    const user = userEvent.setup();
    const [first, second] = boardMeetingExample.members;
    const { onSubmit } = renderActivityForm({
      activityKey: 'BOARD_MEETING',
      formData: boardMeetingExample,
      knownMembers: {
        [first!]: { display_name: 'Nimal Perera', profile_image: null },
        [second!]: { display_name: 'Sunil Silva', profile_image: null },
      },
    });
    const submit = await findSubmit();
    expect(submit.disabled).toBe(false);
    expect(screen.getByText('Nimal Perera')).toBeTruthy();
    expect(screen.getByText('Sunil Silva')).toBeTruthy();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(boardMeetingExample, new Map());
  });

  it('takes the submit text from the page, and spins while loading', async () => {
    renderActivityForm({
      activityKey: 'DISTRICT_DUES',
      submitText: 'Update',
      loading: true,
      formData: { paid: 1 },
    });
    const submit = await findSubmit('Update');
    expect(submit.disabled).toBe(true);
    expect(submit.classList.contains('bp6-loading')).toBe(true);
  });

  it("leaves out the schema's developer descriptions of the fields", async () => {
    renderActivityForm({ activityKey: 'BOARD_MEETING' });
    await findSubmit();
    expect(screen.queryByText('A number of people, modules or items.')).toBeNull();
    expect(screen.queryByText(/A file slot/)).toBeNull();
  });

  it('shows the server’s 422 errors under their fields', async () => {
    renderActivityForm({
      activityKey: 'BOARD_MEETING',
      formData: { venue: 'Hall' },
      serverErrors: { venue: ['The venue is not allowed.'] },
    });
    await findSubmit();
    expect(screen.getByText('The venue is not allowed.')).toBeTruthy();
  });
});
