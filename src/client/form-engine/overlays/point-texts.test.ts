import { describe, expect, it } from 'vitest';
import projectPoints from '../../../../schemas/projects/points.json';
import { loadFolderOverlay, overlayTranslate } from './load-overlay';
import { matchCommentTemplate, pointLineTranslator, translateComment } from './point-texts';

describe('matchCommentTemplate', () => {
  it('finds the values a stored comment was filled with', () => {
    const values = matchCommentTemplate(
      '{data.no_of_attendance} of {data.no_of_board_members} board members attended ({values.percent}%)',
      '9 of 12 board members attended (75%)',
    );
    expect(Object.fromEntries(values!)).toEqual({
      'data.no_of_attendance': '9',
      'data.no_of_board_members': '12',
      'values.percent': '75',
    });
  });

  it('answers null for a comment the template did not make (regex characters taken as written)', () => {
    expect(matchCommentTemplate('Rs. {total} (cash)', 'Rs. 1,000 cash')).toBeNull();
    expect(matchCommentTemplate('{a} members took part', 'Nine members came')).toBeNull();
  });
});

describe('translateComment', () => {
  const words: Record<string, string> = { '{n} photos attached': '{n} ඡායාරූප' };
  const translate = (text: string) => words[text] ?? text;

  it('fills the translated template with the same values, each through translateValue', () => {
    expect(translateComment('{n} photos attached', '1,250 photos attached', translate)).toBe('1,250 ඡායාරූප');
    expect(
      translateComment('{n} photos attached', 'four photos attached', translate, (_path, value) =>
        value.toUpperCase(),
      ),
    ).toBe('FOUR ඡායාරූප');
  });

  it('keeps a comment its template did not make, or whose template has no translation', () => {
    expect(translateComment('{n} photos attached', 'Typed by an evaluator', translate)).toBe(
      'Typed by an evaluator',
    );
    expect(translateComment('{n} videos attached', '3 videos attached', translate)).toBe('3 videos attached');
  });
});

describe('pointLineTranslator over schemas/projects', () => {
  it('gives the title and the filled comment of a project line in Sinhala and Tamil', async () => {
    for (const language of ['si', 'ta'] as const) {
      const overlay = overlayTranslate(await loadFolderOverlay('projects', language));
      const texts = pointLineTranslator(projectPoints.items, overlay, (path, value) =>
        path === 'values.type_name' ? `<${value}>` : value,
      );
      const participants = texts({
        title: 'Members participating (1 each, at most 15)',
        comment: '12 members took part, 1 point each',
      });
      expect(participants.title).toBe(overlay('Members participating (1 each, at most 15)'));
      expect(participants.title).not.toBe('Members participating (1 each, at most 15)');
      expect(participants.comment).toBe(
        overlay('{counts.participants} members took part, {unit_point} point each')
          .replace('{counts.participants}', '12')
          .replace('{unit_point}', '1'),
      );
      const base = texts({
        title: 'Service project (by type)',
        comment: 'Joint regions project (JRP): 45 points',
      });
      expect(base.comment).toContain('<Joint regions>');
      expect(base.comment).toContain('(JRP)');
      expect(base.comment).not.toContain('project');
    }
  });

  it('leaves a line of no known item as stored', async () => {
    const overlay = overlayTranslate(await loadFolderOverlay('projects', 'si'));
    const texts = pointLineTranslator(projectPoints.items, overlay);
    expect(texts({ title: 'A line added later', comment: '3 of something' })).toEqual({
      title: 'A line added later',
      comment: '3 of something',
    });
  });
});
