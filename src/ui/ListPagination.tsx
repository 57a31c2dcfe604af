/**
 * react-admin's pagination with the range's numbers written as the dashboard writes its figures
 * ("1-25 of 1,500", src/i18n/format.ts), and an estimated total (the answer's X-Total-Estimated,
 * see src/providers/estimatedTotals.ts) read as one: "1-25 of about 1,500", rounded, never shown
 * as an exact count that a dashboard figure would contradict.
 */
import Tooltip from '@mui/material/Tooltip';
import type { TablePaginationProps } from '@mui/material/TablePagination';
import type { ComponentType } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { formatNumber } from '../i18n/format';
import { isTotalEstimated } from '../providers/estimatedTotals';

/** An estimate to two significant digits (1,487 → 1,500; 1,026,512 → 1,000,000); small ones as they are. */
export function roughly(estimate: number): number {
  if (estimate < 100) return estimate;
  const unit = 10 ** (Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / unit) * unit;
}

/** react-admin passes the props it does not use on to MUI's TablePagination; its type leaves this one out. */
const LabelledPagination = Pagination as ComponentType<PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>>;

interface Rows {
  from: number;
  to: number;
  count: number;
}

export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const estimated = isTotalEstimated(meta);
  const labelDisplayedRows = ({ from, to, count }: Rows) => {
    const range = { offsetBegin: formatNumber(from), offsetEnd: formatNumber(to) };
    // -1: the total is unknown (react-admin's partial pagination).
    if (count === -1) return translate('ra.navigation.partial_page_range_info', range);
    if (!estimated) return translate('ra.navigation.page_range_info', { ...range, total: formatNumber(count) });
    return (
      <Tooltip title={translate('listTotals.estimateHint')}>
        <span data-testid="list-total-estimated">
          {translate('listTotals.aboutRange', { from: range.offsetBegin, to: range.offsetEnd, total: formatNumber(roughly(count)) })}
        </span>
      </Tooltip>
    );
  };
  return <LabelledPagination {...props} labelDisplayedRows={labelDisplayedRows} />;
}
