/** A record's review state as a chip: received default, approved success, has issues warning, rejected error. */
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { REVIEW_STATES, type ReviewState } from '../../../domain/recordQuality';

const COLOURS: Record<ReviewState, 'default' | 'success' | 'warning' | 'error'> = {
  received: 'default',
  approved: 'success',
  has_issues: 'warning',
  rejected: 'error',
};

const isReviewState = (value: unknown): value is ReviewState => typeof value === 'string' && (REVIEW_STATES as readonly string[]).includes(value);

export function ReviewChip({ state }: { state: unknown }) {
  const translate = useTranslate();
  const known = isReviewState(state) ? state : 'received';
  return <Chip size="small" color={COLOURS[known]} label={translate(`review.states.${known}`)} data-testid="review-chip" data-review-state={known} />;
}
