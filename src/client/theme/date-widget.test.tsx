import validator from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlueprintForm } from '.';

afterEach(cleanup);

describe('DateWidget', () => {
  it('round-trips YYYY-MM-DD through a date input', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <BlueprintForm
        schema={{
          type: 'object',
          required: ['held_on'],
          properties: { held_on: { type: 'string', format: 'date', title: 'Date of the meeting' } },
        }}
        validator={validator}
        formData={{ held_on: '2025-07-01' }}
        noHtml5Validate
        onSubmit={(event) => onSubmit(event.formData)}
      />,
    );
    const input = screen.getByLabelText(/Date of the meeting/) as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('2025-07-01');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ held_on: '2025-07-01' });

    fireEvent.change(input, { target: { value: '2026-02-14' } });
    expect(input.value).toBe('2026-02-14');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ held_on: '2026-02-14' });
  });

  it('treats a cleared date as no date, so a required one is reported', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <BlueprintForm
        schema={{
          type: 'object',
          required: ['held_on'],
          properties: { held_on: { type: 'string', format: 'date', title: 'Date of the meeting' } },
        }}
        validator={validator}
        formData={{ held_on: '2025-07-01' }}
        noHtml5Validate
        onError={() => undefined}
        onSubmit={(event) => onSubmit(event.formData)}
      />,
    );
    fireEvent.change(screen.getByLabelText(/Date of the meeting/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
