import { Button } from '@blueprintjs/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { PlainSpinner } from '../../components/first-load/plain-spinner';
import { useErrorLines } from '../../hooks/use-error-lines';
import { useT } from '../../i18n/translator';
import { notificationMessages as m } from './messages';
import { notificationLink } from './notification-link';
import { notificationTime } from './notification-time';
import { useMarkRead, useNotificationPages, type BellNotification } from './use-notifications';
import './notifications.css';

/** Props of the drawer's list. */
export interface NotificationListProps {
  /** Closes the drawer (a notification's link leads away from it). */
  onNavigate: () => void;
  /** What an empty list says. */
  emptyText: string;
}

/**
 * The club's notifications, newest first, the unread ones marked 'New': each says what happened, the
 * reason an evaluator or reviewer gave, and when; its link opens the report or project and marks it
 * read. 'Mark all as read' and older pages on request.
 */
export function NotificationList({ onNavigate, emptyText }: NotificationListProps) {
  const t = useT();
  const pages = useNotificationPages(true);
  const mark = useMarkRead();
  // A button that goes once used (Mark as read, Mark all, Show older) hands the focus to the list,
  // so it stays in the drawer and Escape still closes it.
  const list = useRef<HTMLDivElement>(null);
  const keepFocus = () => list.current?.focus();
  const [errorLines, dismissError] = useErrorLines(pages.error ?? mark.error);
  if (pages.isPending) return <PlainSpinner size={20} label={t(m.loading)} />;
  // Pages are asked by offset: one that came in meanwhile shifts the next page by one; each once.
  const seen = new Set<number>();
  const items = (pages.data?.pages.flatMap((page) => page.data) ?? []).filter(
    (n) => !seen.has(n.id) && seen.add(n.id),
  );
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const open = (n: BellNotification) => {
    if (!n.read) mark.mutate(n.id);
    onNavigate();
  };
  return (
    <div ref={list} tabIndex={-1} className="cms-notifications-panel">
      {errorLines ? <ErrorAlert lines={errorLines} onDismiss={dismissError} /> : null}
      {items.length === 0 ? <p>{emptyText}</p> : null}
      {unread > 0 ? (
        <Button
          className="cms-notifications__all"
          variant="minimal"
          intent="primary"
          icon="tick"
          loading={mark.isPending && mark.variables === null}
          onClick={() => {
            keepFocus();
            mark.mutate(null);
          }}
        >
          {t(m.markAllRead)}
        </Button>
      ) : null}
      <ul className="cms-notifications" aria-label={t(m.list)}>
        {items.map((n) => {
          const to = notificationLink(n);
          return (
            <li key={n.id} className={`cms-notification${n.read ? '' : ' cms-notification--unread'}`}>
              <div className="cms-notification__text">
                {n.read ? null : <strong className="cms-notification__new">{t(m.unread)}</strong>}
                {to ? (
                  <Link to={to} onClick={() => open(n)}>
                    {n.text}
                  </Link>
                ) : (
                  <span>{n.text}</span>
                )}
              </div>
              {n.reason ? (
                <blockquote className="cms-notification__reason">
                  {t(m.reason, { reason: n.reason })}
                </blockquote>
              ) : null}
              <div className="cms-notification__foot">
                <time dateTime={n.created_at}>{notificationTime(n.created_at)}</time>
                {n.read ? null : (
                  <Button
                    variant="minimal"
                    disabled={mark.isPending && mark.variables === n.id}
                    onClick={() => {
                      keepFocus();
                      mark.mutate(n.id);
                    }}
                  >
                    {t(m.markRead)}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {pages.hasNextPage ? (
        <Button
          variant="minimal"
          intent="primary"
          loading={pages.isFetchingNextPage}
          onClick={() => {
            keepFocus();
            void pages.fetchNextPage();
          }}
        >
          {t(m.older)}
        </Button>
      ) : null}
    </div>
  );
}
