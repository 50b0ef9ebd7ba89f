import type { MessageDescriptor, Translate } from '../i18n/messages';

/** A picker's sentences while its list loads and when it failed. */
export interface LoadStateTexts {
  /** 'Loading regions…' */
  loading: MessageDescriptor;
  /** 'Regions could not be loaded' */
  failed: MessageDescriptor;
}

/** The empty option's text of a picker: loading, failed, or the field's placeholder. */
export function loadStateText(
  t: Translate,
  state: { isLoading: boolean; isError: boolean },
  texts: LoadStateTexts,
  placeholder: string | undefined,
): string {
  if (state.isLoading) return t(texts.loading);
  if (state.isError) return t(texts.failed);
  return placeholder ?? '';
}
