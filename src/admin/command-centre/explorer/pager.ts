import { COMMAND_CENTRE } from '../../../domain/constants';

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
}

/** Up to 5 page numbers around `page` (spec 01 §2.8 pager). */
export function pageNumbers(page: number, pages: number): number[] {
  const span = COMMAND_CENTRE.pagerNumbers;
  const start = Math.max(1, Math.min(page - Math.floor(span / 2), pages - span + 1));
  const end = Math.min(pages, start + span - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
