import { describe, expect, it } from 'vitest';
import { ACTIVITY_REASONS, LINE_REASONS, PROJECT_REASONS } from '../../shared/machines';
import { EDIT_WINDOW_MESSAGE, filingRefusal } from '../../shared/time/activity-months';
import { reasonText } from './reason-text';
import { renderText } from './render-text';
import { SERVER_TEXTS } from './server-texts';

describe('reasonText', () => {
  const reasons = [
    ...Object.values(ACTIVITY_REASONS),
    ...Object.values(LINE_REASONS),
    ...Object.values(PROJECT_REASONS),
    EDIT_WINDOW_MESSAGE,
    filingRefusal(['07'], '08', '2026-08-10')!,
    SERVER_TEXTS['review.activityChanged'],
    SERVER_TEXTS['projects.changed'],
  ];

  it('has a text for every reason the shared rules give, saying it in the same English', () => {
    for (const reason of reasons) expect(renderText(reasonText(reason), 'en')).toBe(reason);
  });

  it('gives the machines their own keys', () => {
    expect(reasonText(ACTIVITY_REASONS.alreadyApproved).key).toBe('activityReview.alreadyApproved');
    expect(reasonText(PROJECT_REASONS.notDraft).key).toBe('projectReview.notDraft');
    expect(reasonText(LINE_REASONS.alreadyRejected).key).toBe('pointLines.alreadyRejected');
  });

  it('refuses a reason it does not know (a fault of ours, not an English answer)', () => {
    expect(() => reasonText('Some new sentence.')).toThrow(/without a server text/);
  });
});
