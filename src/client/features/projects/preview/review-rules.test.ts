import { describe, expect, it } from 'vitest';
import { reviewRules, type ReviewInput } from './review-rules';

const base: ReviewInput = {
  status: 'SUBMITTED',
  projectType: 'GP',
  reviewRole: 'PROJECT_CHAIRMAN',
  comment: '',
  confirmed: false,
};

describe('reviewRules (the shared project machine decides)', () => {
  it('Pending needs a comment with text and the tick clear', () => {
    expect(reviewRules(base).canPending).toBe(false);
    expect(reviewRules({ ...base, comment: '  ' }).canPending).toBe(false);
    expect(reviewRules({ ...base, comment: 'Add bills' }).canPending).toBe(true);
    expect(reviewRules({ ...base, comment: 'Add bills', confirmed: true }).canPending).toBe(false);
  });

  it('Approved below the final level needs the tick and names the next level', () => {
    expect(reviewRules(base)).toMatchObject({ canApprove: false, final: false });
    expect(reviewRules({ ...base, confirmed: true })).toEqual({
      canPending: false,
      canApprove: true,
      final: false,
      nextLevelName: 'Club President or Secretary',
    });
  });

  it('a region project goes from the chairman to the region, then the region GST coordinator', () => {
    const region = { ...base, projectType: 'RP', status: 'PROJECT_CHAIRMAN_REVIEW', confirmed: true };
    expect(reviewRules({ ...region, reviewRole: 'REGION_CPE_CHAIRPERSON' })).toMatchObject({
      canApprove: true,
      nextLevelName: 'Region GST Coordinator',
    });
    // The club level is not on a region project's path.
    expect(reviewRules({ ...region, reviewRole: 'CLUB_PRESIDENT_SECRETARY' }).canApprove).toBe(false);
  });

  it('a level the project is not waiting for cannot pass it on', () => {
    expect(reviewRules({ ...base, reviewRole: 'ZONE_CHAIRPERSON', confirmed: true }).canApprove).toBe(false);
  });

  it('the final approval needs both the comment and the tick, at any review status', () => {
    const final = { ...base, reviewRole: 'CLUBS_PERFORMANCE_EVALUATION' as const };
    expect(reviewRules({ ...final, confirmed: true }).canApprove).toBe(false);
    expect(reviewRules({ ...final, comment: 'Fine' }).canApprove).toBe(false);
    expect(reviewRules({ ...final, comment: 'Fine', confirmed: true })).toEqual({
      canPending: false,
      canApprove: true,
      final: true,
      nextLevelName: null,
    });
  });

  it('offers nothing outside review', () => {
    for (const status of ['PROCESSING', 'PENDING', 'APPROVED']) {
      const rules = reviewRules({ ...base, status, comment: 'x', confirmed: true });
      expect([rules.canPending, rules.canApprove]).toEqual([false, false]);
    }
  });
});
