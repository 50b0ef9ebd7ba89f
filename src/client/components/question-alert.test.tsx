import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { QuestionAlert } from './question-alert';

afterEach(cleanup);

it('is named by its question and described by what it adds', () => {
  render(
    <QuestionAlert
      isOpen
      question="Approve all 3 open lines?"
      confirmButtonText="Approve"
      cancelButtonText="Cancel"
      onCancel={() => {}}
    >
      <p>Each line gets its points.</p>
    </QuestionAlert>,
  );
  const dialog = screen.queryByRole('alertdialog', {
    name: 'Approve all 3 open lines?',
    description: 'Each line gets its points.',
  });
  expect(dialog).not.toBeNull();
});
