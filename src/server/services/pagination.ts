/** Rows per page of every paged list (the spec: "page size is set by the server and is not shown"). */
export const PAGE_SIZE = 15;

/** The `meta` of a paged answer. */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Offset and limit of a page (pages count from 1) of `size` rows (PAGE_SIZE unless a list allows more). */
export function pageWindow(
  page: number | undefined,
  size = PAGE_SIZE,
): { page: number; offset: number; limit: number } {
  const p = Math.max(1, page ?? 1);
  return { page: p, offset: (p - 1) * size, limit: size };
}

/** The meta of a page of `total` rows, `size` a page; an empty list still has one (empty) page. */
export function pageMeta(total: number, page: number, size = PAGE_SIZE): PageMeta {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / size)),
    per_page: size,
    total,
  };
}
