import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/schema-texts';
import type { Db } from '../../db/database';
import { notificationReads, notifications } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { notFound } from '../errors';
import { pageMeta, pageWindow } from '../pagination';
import { text } from '../../i18n/text';
import { notificationText, type TitleSource } from './notification-text';

/**
 * Whose bell it is: the user, and the club whose notifications they see. A club officer sees their own
 * club's; any other role (an official, the evaluator) has no club of its own to be told about, so
 * `clubId` is null and the bell stays empty (their work reaches them through the review queues).
 */
export interface Reader {
  userId: number;
  clubId: number | null;
}

/** The reader's read mark on a notification, joined beside it. */
const readBy = (userId: number) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId));

/** The number of the reader's club's notifications the reader has not read. */
async function unreadCount(db: Db, reader: Reader & { clubId: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(notificationReads, readBy(reader.userId))
    .where(and(eq(notifications.clubId, reader.clubId), isNull(notificationReads.userId)));
  return row?.n ?? 0;
}

/**
 * A page of the reader's club's notifications, newest first, each in `language` with whether this
 * reader has read it, and how many the reader has not read in all (the bell's badge).
 */
export async function notificationsPage(
  db: Db,
  reader: Reader,
  page: number | undefined,
  language: Language,
  titles: TitleSource,
) {
  const window = pageWindow(page);
  if (reader.clubId === null) return { data: [], meta: pageMeta(0, window.page), unread: 0 };
  const club = { ...reader, clubId: reader.clubId };
  const [rows, [total], unread] = await Promise.all([
    db
      .select({ n: notifications, readAt: notificationReads.readAt })
      .from(notifications)
      .leftJoin(notificationReads, readBy(reader.userId))
      .where(eq(notifications.clubId, club.clubId))
      .orderBy(desc(notifications.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(notifications).where(eq(notifications.clubId, club.clubId)),
    unreadCount(db, club),
  ]);
  const data = await Promise.all(
    rows.map(async ({ n, readAt }) => ({
      id: n.id,
      kind: n.kind,
      text: await notificationText(n, language, titles),
      reason: n.reason,
      entity: n.entity,
      uuid: n.entityUuid,
      activity_key: n.activityKey,
      month: typeof n.details.month === 'string' ? n.details.month : null,
      created_at: n.createdAt.toISOString(),
      read: readAt !== null,
    })),
  );
  return { data, meta: pageMeta(total?.n ?? 0, window.page), unread };
}

/**
 * Marks one notification read for this reader only (others keep theirs unread). 404 for one that is
 * not the reader's club's, so another club's officer can neither mark nor learn of it. Marking twice
 * changes nothing and records nothing the second time.
 */
export async function markRead(db: Db, actor: Actor, reader: Reader, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] =
      reader.clubId === null
        ? []
        : await tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.id, id), eq(notifications.clubId, reader.clubId)));
    if (!found) throw notFound(text('notifications.notFound'));
    const [row] = await tx
      .insert(notificationReads)
      .values({ notificationId: id, userId: reader.userId })
      .onConflictDoNothing()
      .returning();
    if (row)
      await recordAudit(tx, actor, {
        action: 'notification.read',
        entity: 'notification',
        entityId: id,
        after: row,
      });
  });
}

/** Marks every notification of the reader's club read for this reader; answers how many it marked. */
export async function markAllRead(db: Db, actor: Actor, reader: Reader): Promise<number> {
  const { clubId } = reader;
  if (clubId === null) return 0;
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(notificationReads)
      .select(
        tx
          .select({
            notificationId: notifications.id,
            userId: sql<number>`${reader.userId}`.as('user_id'),
            readAt: sql<Date>`now()`.as('read_at'),
          })
          .from(notifications)
          .where(
            and(
              eq(notifications.clubId, clubId),
              sql`not exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${reader.userId})`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ id: notificationReads.notificationId });
    if (marked.length > 0)
      await recordAudit(tx, actor, {
        action: 'notification.readAll',
        entity: 'notification',
        entityId: null,
        after: { user_id: reader.userId, club_id: clubId, notifications: marked.map((m) => m.id) },
      });
    return marked.length;
  });
}
