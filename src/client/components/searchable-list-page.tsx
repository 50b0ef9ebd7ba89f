import { Intent, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/translator';
import { ErrorAlert } from './error-alert';
import { firstLoadMessages } from './first-load/messages';
import { LinkButton } from './link-button';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { SearchBox } from './search-box';

/** Props of a searchable, paged list screen (clubs, zones). */
export interface SearchableListPageProps {
  /** The section's class (the feature's styles hang on it). */
  className: string;
  title: string;
  /** The create button, for the roles that may create. */
  create?: { to: string; text: string };
  /** The search box's label ('Search clubs'). */
  searchLabel: string;
  /** The search now (kept in the address), which the box starts with. */
  search?: string;
  onSearch: (search: string) => void;
  /** The list query's state. */
  list: { isFetching: boolean; isPending: boolean; isError: boolean };
  errorLines: string[] | null;
  onDismissError: () => void;
  /** The spinner's label while the first page loads ('Loading clubs'). */
  loadingLabel: string;
  /** Shown under the table when the loaded page has no rows; null when it has. */
  empty: string | null;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** The table of rows. */
  children: ReactNode;
}

/**
 * The frame of a searchable, paged list (spec 1 sections 2.12, 2.13): title and create button, search
 * box with a spinner while fetching, the dismissible error alert, the table, its loading and empty
 * states, and the pager.
 */
export function SearchableListPage(props: SearchableListPageProps) {
  const t = useT();
  const { list, create } = props;
  return (
    <section className={props.className}>
      <PageHeader
        title={props.title}
        actions={
          create ? (
            <LinkButton to={create.to} icon="add" text={create.text} intent={Intent.PRIMARY} />
          ) : undefined
        }
      />
      <div className="cms-toolbar">
        <SearchBox label={props.searchLabel} initialText={props.search} onSearch={props.onSearch} />
        {list.isFetching && <Spinner size={20} aria-label={t(firstLoadMessages.loading)} />}
      </div>
      <ErrorAlert lines={props.errorLines} onDismiss={props.onDismissError} />
      {props.children}
      {list.isPending && (
        <div className="cms-loading">
          <Spinner size={30} aria-label={props.loadingLabel} />
        </div>
      )}
      {!list.isPending && !list.isError && props.empty !== null && <p className="cms-empty">{props.empty}</p>}
      <Pager page={props.page} lastPage={props.lastPage} loading={list.isFetching} onPage={props.onPage} />
    </section>
  );
}
