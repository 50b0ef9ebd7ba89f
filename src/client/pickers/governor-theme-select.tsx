import { useThemeName } from './theme-name';
import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../shared/api/openapi';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';
import { LoadedSelect } from '../form-engine/widgets/loaded-select';
import { useT } from '../i18n/translator';
import { loadStateText } from './load-state-text';
import { pickersMessages } from './messages';

/** A governor theme as the list answers it: uuid, theme (its name) and theme_key. */
export type GovernorTheme = components['schemas']['GovernorThemeRef'];

/** The query key of the district governor's themes (GET /api/governor-theme/list). */
export const GOVERNOR_THEMES_QUERY_KEY = ['governor-themes'] as const;

/** The district governor's themes, for the project form's theme select and its theme rule. */
export function useGovernorThemes() {
  return useQuery({
    queryKey: GOVERNOR_THEMES_QUERY_KEY,
    queryFn: async () => (await unwrap(api.GET('/api/governor-theme/list'))).data as GovernorTheme[],
    // Themes are set once a Lions year; one load per session is enough.
    staleTime: 10 * 60_000,
  });
}

/**
 * `ui:widget: 'governor-theme-select'`: a drop-down of the governor's themes, answering the chosen
 * theme's uuid (the project's `governor_theme_id`). While the themes load it says so and keeps a
 * prefilled theme selectable.
 */
export function GovernorThemeSelect(props: WidgetProps) {
  const t = useT();
  const themes = useGovernorThemes();
  const themeName = useThemeName();
  const options = (themes.data ?? []).map((theme) => ({ value: theme.uuid, label: themeName(theme) }));
  return (
    <LoadedSelect
      widget={props}
      chosen={typeof props.value === 'string' ? props.value : ''}
      options={options}
      loading={themes.isLoading}
      emptyText={loadStateText(
        t,
        themes,
        { loading: pickersMessages.themesLoading, failed: pickersMessages.themesFailed },
        props.placeholder,
      )}
    />
  );
}
