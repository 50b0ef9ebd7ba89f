import { useCallback } from 'react';
import { usePointTexts } from '../../../form-engine/overlays/use-point-texts';
import { useT } from '../../../i18n/translator';
import { projectTypeNameWords } from '../project-words';

/**
 * A project point line's title and comment in the reader's language: the projects' point texts, with
 * the base line's project type (values.type_name) in the reader's words.
 */
export function useProjectPointTexts() {
  const t = useT();
  const typeWords = useCallback(
    (path: string, value: string) => (path === 'values.type_name' ? projectTypeNameWords(t, value) : value),
    [t],
  );
  return usePointTexts('projects', typeWords);
}
