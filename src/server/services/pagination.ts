/** Rows per page of every paged list (the spec: "page size is set by the server and is not shown"). */
export const PAGE_SIZE = 15;

/** The `meta` of a paged answer. */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Offset and limit of a page (pages count from 1). */
export function pageWindow(page: number | undefined): { page: number; offset: number; limit: number } {
  const p = Math.max(1, page ?? 1);
  return { page: p, offset: (p - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}

/** The meta of a page of `total` rows; an empty list still has one (empty) page. */
export function pageMeta(total: number, page: number): PageMeta {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    per_page: PAGE_SIZE,
    total,
  };
}
