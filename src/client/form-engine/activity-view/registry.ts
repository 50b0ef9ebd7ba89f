import { pickFrom } from './rank';
import { DateRenderer, dateTester } from './renderers/date-renderer';
import { DocumentRenderer, documentTester } from './renderers/document-renderer';
import { DocumentsRenderer, documentsTester } from './renderers/documents-renderer';
import { EntriesRenderer, entriesTester } from './renderers/entries-renderer';
import { LinkRenderer, linkTester } from './renderers/link-renderer';
import { MemberRenderer, memberTester } from './renderers/member-renderer';
import { MembersRenderer, membersTester } from './renderers/members-renderer';
import { MoneyRenderer, moneyTester } from './renderers/money-renderer';
import { NumberRenderer, numberTester } from './renderers/number-renderer';
import { TextRenderer, textTester } from './renderers/text-renderer';
import { YesNoRenderer, yesNoTester } from './renderers/yes-no-renderer';
import type { ViewRow } from './view-definition';
import type { ViewRendererEntry } from './view-renderer';

/** The default renderers of the read-only activity views; add an entry with a higher rank to override one. */
export const viewRenderers: readonly ViewRendererEntry[] = [
  { tester: textTester, renderer: TextRenderer },
  { tester: numberTester, renderer: NumberRenderer },
  { tester: dateTester, renderer: DateRenderer },
  { tester: yesNoTester, renderer: YesNoRenderer },
  { tester: moneyTester, renderer: MoneyRenderer },
  { tester: linkTester, renderer: LinkRenderer },
  { tester: memberTester, renderer: MemberRenderer },
  { tester: membersTester, renderer: MembersRenderer },
  { tester: documentTester, renderer: DocumentRenderer },
  { tester: documentsTester, renderer: DocumentsRenderer },
  { tester: entriesTester, renderer: EntriesRenderer },
];

/** The highest-ranked renderer for a row; the text renderer takes any kind no other one claims. */
export function pickRenderer(
  row: ViewRow,
  renderers: readonly ViewRendererEntry[] = viewRenderers,
): ViewRendererEntry | undefined {
  return pickFrom(renderers, row);
}
