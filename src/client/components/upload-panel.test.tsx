import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import type { TransferHandlers } from '../lib/upload/upload-machine';
import { useUpload, type Upload } from '../lib/upload/use-upload';
import { UploadPanel } from './upload-panel';

afterEach(cleanup);

/** The panel on a real upload machine, whose one transfer the test drives. */
function renderPanel() {
  const attempts: { handlers: TransferHandlers; answer: (v: unknown) => void; fail: (e: unknown) => void }[] =
    [];
  let upload: Upload | undefined;
  function Harness() {
    upload = useUpload();
    return <UploadPanel upload={upload} what="the report" />;
  }
  render(<Harness />);
  act(() =>
    upload!.start(
      (handlers) => new Promise((answer, fail) => attempts.push({ handlers, answer, fail })),
      [
        { name: 'IMG_1.jpg', size: 400 },
        { name: 'agenda.pdf', size: 100 },
      ],
    ),
  );
  return { attempts };
}

describe('UploadPanel', () => {
  it("shows each file's progress and a cancel that stops the upload", async () => {
    const { attempts } = renderPanel();
    act(() => attempts[0]!.handlers.onBytes(300, 600));
    expect(screen.getByText('Sending the report…')).toBeTruthy();
    expect(screen.getByLabelText('Upload of IMG_1.jpg').parentElement!.textContent).toContain('50%');
    expect(screen.getByLabelText('Upload of agenda.pdf').parentElement!.textContent).toContain('0%');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(attempts[0]!.handlers.signal.aborted).toBe(true);
    expect(screen.queryByText('Sending the report…')).toBeNull();
  });

  it('says the files are sent while the server saves, then offers Try again when the connection failed', async () => {
    const { attempts } = renderPanel();
    act(() => attempts[0]!.handlers.onUploaded());
    expect(screen.getByText('All sent. Saving the report…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();

    await act(async () => attempts[0]!.fail(new ApiError(0, ['The server cannot be reached.'], undefined)));
    expect(screen.getByRole('alert').textContent).toContain('The report was not saved.');
    expect(screen.getByRole('alert').textContent).toContain('The server cannot be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(attempts).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers no Try again when the server refused the data (the fields say why)', async () => {
    const { attempts } = renderPanel();
    await act(async () =>
      attempts[0]!.fail(new ApiError(422, ['The venue field is required.'], { errors: {} })),
    );
    expect(screen.getByRole('alert').textContent).toContain('The venue field is required.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
