import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlueprintForm, DEFAULT_MAX_FILE_BYTES, fileSlotRules } from '.';

const schema: RJSFSchema = { type: 'object', properties: { image: { type: 'string', title: 'Photo' } } };
const uiSchema: UiSchema = {
  image: { 'ui:widget': 'file', 'ui:options': { accept: 'image/*' }, 'ui:help': 'Max Size 500Kb' },
};

function fileOf(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function renderFileForm() {
  const onFile = vi.fn();
  const onSubmit = vi.fn();
  const result = render(
    <BlueprintForm
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formContext={{ onFile }}
      noHtml5Validate
      onSubmit={(event) => onSubmit(event.formData)}
    />,
  );
  const input = screen.getByLabelText('Photo') as HTMLInputElement;
  return { onFile, onSubmit, input, ...result };
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FileWidget', () => {
  it('shows its hint and takes only the accepted types', () => {
    const { input } = renderFileForm();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(screen.getByText('Max Size 500Kb')).toBeTruthy();
  });

  it('refuses an image the browser cannot read, saying what to do, and does not pass it on', async () => {
    // jsdom decodes no images, as a browser without HEIC support decodes no iPhone photo.
    const user = userEvent.setup();
    const { onFile, onSubmit, input } = renderFileForm();
    await user.upload(input, fileOf('big.png', 600 * 1024, 'image/png'));

    const group = input.closest<HTMLElement>('.bp6-form-group')!;
    expect(
      await within(group).findByText(
        'This image cannot be read. Save it as a JPEG or PNG photo and choose it again.',
      ),
    ).toBeTruthy();
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.queryByText('big.png')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({});
  });

  it('tells an iPhone user how to send a HEIC photo, even when the browser gives it no type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onFile, input } = renderFileForm();
    await user.upload(input, fileOf('IMG_0042.HEIC', 3 * 1024 * 1024, ''));
    expect(
      await screen.findByText(/This is an iPhone HEIC photo, which this browser cannot read/),
    ).toBeTruthy();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('accepts a small image: hands the File on, keeps its name in the data and previews it', async () => {
    const user = userEvent.setup();
    const { onFile, onSubmit, input, unmount } = renderFileForm();
    const photo = fileOf('photo.png', 20 * 1024, 'image/png');
    await user.upload(input, photo);

    expect(onFile).toHaveBeenCalledWith('image', photo);
    expect(screen.getByText('photo.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of photo.png' }).getAttribute('src')).toBe(
      'blob:preview-1',
    );
    expect(screen.queryByText('The file may not be greater than 500 KB.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ image: 'photo.png' });

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('clears an earlier refusal once a good file is chosen', async () => {
    const user = userEvent.setup();
    const { onFile, input } = renderFileForm();
    await user.upload(input, fileOf('big.png', 600 * 1024, 'image/png'));
    await user.upload(input, fileOf('small.jpg', 1024, 'image/jpeg'));
    expect(screen.queryByText('The file may not be greater than 500 KB.')).toBeNull();
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('removes the chosen file and tells the feature', async () => {
    const user = userEvent.setup();
    const { onFile, onSubmit, input } = renderFileForm();
    await user.upload(input, fileOf('photo.png', 1024, 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Remove photo.png' }));

    expect(onFile).toHaveBeenLastCalledWith('image', null);
    expect(screen.queryByRole('img', { name: 'Preview of photo.png' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({});
  });

  it('refuses a file of another type even when the chooser let it through', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onFile, input } = renderFileForm();
    await user.upload(input, fileOf('minutes.pdf', 1024, 'application/pdf'));
    expect(screen.getByText('The file must be of type image/*.')).toBeTruthy();
    expect(onFile).not.toHaveBeenCalled();
  });
});

describe('FileWidget with the rules of the schema (x-file)', () => {
  const slotSchema: RJSFSchema = {
    type: 'object',
    properties: {
      proof: {
        type: 'string',
        title: 'Proof',
        'x-file': { accept: 'application/pdf,image/*', maxBytes: 512000 },
      } as RJSFSchema,
    },
  };

  function renderSlot(uiOptions: Record<string, unknown> = {}) {
    const onFile = vi.fn();
    render(
      <BlueprintForm
        schema={slotSchema}
        uiSchema={{ proof: { 'ui:widget': 'file', 'ui:options': uiOptions } }}
        validator={validator}
        formContext={{ onFile }}
        noHtml5Validate
      />,
    );
    return { onFile, input: screen.getByLabelText('Proof') as HTMLInputElement };
  }

  it('takes the accept list from x-file.accept when ui:options has none', () => {
    expect(renderSlot().input.accept).toBe('application/pdf,image/*');
  });

  it('lets ui:options.accept narrow the slot', () => {
    expect(renderSlot({ accept: 'application/pdf' }).input.accept).toBe('application/pdf');
  });

  it('refuses a file over x-file.maxBytes (500 KB) before any upload, and takes one just under', async () => {
    const user = userEvent.setup();
    const { onFile, input } = renderSlot();
    await user.upload(input, fileOf('scan.pdf', 512001, 'application/pdf'));
    expect(screen.getByText('The file may not be greater than 500 KB.')).toBeTruthy();
    expect(onFile).not.toHaveBeenCalled();

    const scan = fileOf('scan.pdf', 512000, 'application/pdf');
    await user.upload(input, scan);
    expect(onFile).toHaveBeenCalledWith('proof', scan);
    expect(screen.queryByText('The file may not be greater than 500 KB.')).toBeNull();
  });

  it('lets ui:options.maxBytes override x-file.maxBytes', async () => {
    const user = userEvent.setup();
    const { onFile, input } = renderSlot({ maxBytes: 100 * 1024 });
    await user.upload(input, fileOf('scan.pdf', 200 * 1024, 'application/pdf'));
    expect(screen.getByText('The file may not be greater than 100 KB.')).toBeTruthy();
    expect(onFile).not.toHaveBeenCalled();
  });
});

describe('fileSlotRules', () => {
  it('falls back to any type and 500 KB', () => {
    expect(fileSlotRules({ type: 'string' }, {})).toEqual({
      accept: undefined,
      maxBytes: DEFAULT_MAX_FILE_BYTES,
    });
  });
});
