import { describe, expect, it } from 'vitest';
import { reviewRules, type ReviewInput } from './review-rules';

const base: ReviewInput = {
  status: 'SUBMITTED',
  projectType: 'GP',
  reviewRole: 'PROJECT_CHAIRMAN',
  maySendBack: true,
  comment: '',
  confirmed: false,
  openLines: 0,
};

describe('reviewRules (the shared project machine decides)', () => {
  it('Pending needs a comment with text, the tick clear, and the right to send back', () => {
    expect(reviewRules(base).canPending).toBe(false);
    expect(reviewRules({ ...base, comment: '  ' }).canPending).toBe(false);
    expect(reviewRules({ ...base, comment: 'Add bills' }).canPending).toBe(true);
    expect(reviewRules({ ...base, comment: 'Add bills', confirmed: true }).canPending).toBe(false);
    expect(reviewRules({ ...base, comment: 'Add bills', maySendBack: false }).canPending).toBe(false);
  });

  it('Approved below the final level needs a comment and the tick, and names the next level', () => {
    expect(reviewRules(base)).toMatchObject({
      canApprove: false,
      final: false,
      nextLevelName: 'Club President or Secretary',
    });
    expect(reviewRules({ ...base, confirmed: true }).canApprove).toBe(false);
    expect(reviewRules({ ...base, comment: 'Checked' }).canApprove).toBe(false);
    expect(reviewRules({ ...base, comment: 'Checked', confirmed: true })).toEqual({
      canPending: false,
      canApprove: true,
      canApproveOpenLines: false,
      final: false,
      nextLevelName: 'Club President or Secretary',
    });
  });

  it('a region project goes from the chairman to the region, then the region GST coordinator', () => {
    const region = {
      ...base,
      projectType: 'RP',
      status: 'PROJECT_CHAIRMAN_REVIEW',
      comment: 'Checked',
      confirmed: true,
    };
    expect(reviewRules({ ...region, reviewRole: 'REGION_CPE_CHAIRPERSON' })).toMatchObject({
      canApprove: true,
      nextLevelName: 'Region GST Coordinator',
    });
    // The club level is not on a region project's path.
    expect(reviewRules({ ...region, reviewRole: 'CLUB_PRESIDENT_SECRETARY' }).canApprove).toBe(false);
  });

  it('a level the project is not waiting for cannot pass it on, and no level approves nothing', () => {
    const ready = { ...base, comment: 'ok', confirmed: true };
    expect(reviewRules({ ...ready, reviewRole: 'ZONE_CHAIRPERSON' }).canApprove).toBe(false);
    expect(reviewRules({ ...ready, reviewRole: null })).toMatchObject({
      canApprove: false,
      canApproveOpenLines: false,
    });
  });

  it('the final approval needs the comment, the tick and every line decided, or the explicit bulk step', () => {
    const final = { ...base, reviewRole: 'CLUBS_PERFORMANCE_EVALUATION' as const };
    expect(reviewRules({ ...final, confirmed: true }).canApprove).toBe(false);
    expect(reviewRules({ ...final, comment: 'Fine' }).canApprove).toBe(false);
    expect(reviewRules({ ...final, comment: 'Fine', confirmed: true })).toEqual({
      canPending: false,
      canApprove: true,
      canApproveOpenLines: false,
      final: true,
      nextLevelName: null,
    });
    const open = { ...final, comment: 'Fine', confirmed: true, openLines: 3 };
    expect(reviewRules(open)).toMatchObject({ canApprove: false, canApproveOpenLines: true });
    expect(reviewRules({ ...open, comment: '' })).toMatchObject({
      canApprove: false,
      canApproveOpenLines: false,
    });
  });

  it('offers nothing outside review', () => {
    for (const status of ['PROCESSING', 'PENDING', 'APPROVED']) {
      const rules = reviewRules({ ...base, status, comment: 'x', confirmed: true, openLines: 1 });
      expect([rules.canPending, rules.canApprove, rules.canApproveOpenLines]).toEqual([false, false, false]);
    }
  });
});
