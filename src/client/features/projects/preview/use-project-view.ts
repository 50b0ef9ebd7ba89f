import { useMemo } from 'react';
import { useFolderOverlay } from '../../../form-engine/overlays/use-folder-overlay';
import { useThemeName } from '../../../pickers/theme-name';
import {
  PROJECT_VIEW,
  translateProjectView,
  type ProjectOptionWords,
  type ProjectViewDefinition,
} from './project-view';

/**
 * The project view in the app's language: its labels by the schemas/projects overlay, and the words
 * of the committee positions and document types by their forms' overlays, the theme by its key. The view is null while a
 * Sinhala or Tamil overlay loads; in English it is project-view.json as written.
 */
export function useProjectView(): { view: ProjectViewDefinition | null; words: ProjectOptionWords } {
  const texts = useFolderOverlay('projects');
  const positions = useFolderOverlay('projects/project-committee');
  const documentTypes = useFolderOverlay('projects/project-document');
  const view = useMemo(() => {
    if (texts.language === 'en') return PROJECT_VIEW;
    return texts.ready ? translateProjectView(PROJECT_VIEW, texts.translate) : null;
  }, [texts.language, texts.ready, texts.translate]);
  const theme = useThemeName();
  const words = useMemo(
    () => ({ position: positions.translate, documentType: documentTypes.translate, theme }),
    [positions.translate, documentTypes.translate, theme],
  );
  return { view, words };
}
