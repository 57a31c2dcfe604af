/**
 * The Review section of a record's show page: its state, the last comment, the
 * decisions for users who may write the record type, and the history.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { hasAnyPermission } from '../../../domain/permissions';
import { RECORD_PERMISSIONS } from '../../../domain/records/permissions';
import type { ReviewBody } from '../../../domain/recordQuality';
import { useSession } from '../../../providers/useSession';
import { useToast } from '../form/useToast';
import { useRecordType } from '../recordPaths';
import { ReviewChip } from './ReviewChip';
import { ReviewDialog, type CommentDecision } from './ReviewDialog';
import { ReviewHistory } from './ReviewHistory';
import { reviewHistoryKey, type ReviewDataProvider } from './useReviewHistory';

/** Whether the signed-in user may review records of the type in context (its write permission, as the server checks). */
function useMayReview(): boolean {
  const type = useRecordType();
  const { user } = useSession();
  return hasAnyPermission(user, RECORD_PERMISSIONS[type].write);
}

function useReview(resource: string, id: Identifier | undefined) {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (body: ReviewBody) => dataProvider.review(resource, id as Identifier, body),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: [resource] });
      void queryClient.invalidateQueries({ queryKey: reviewHistoryKey(resource, id ?? '') });
    },
    onError: (error: unknown) => toast.error(error instanceof Error && error.message ? error.message : translate('review.failed')),
  });
}

export function ReviewPanel() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const mayReview = useMayReview();
  const review = useReview(resource, record?.id);
  const [asking, setAsking] = useState<CommentDecision | null>(null);
  if (!record) return null;
  const decide = (body: ReviewBody) => review.mutate(body, { onSuccess: () => setAsking(null) });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="review-section-title" data-testid="review-panel">
      <Stack spacing={2}>
        <Typography id="review-section-title" variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
          {translate('review.section')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">{translate('review.state')}</Typography>
          <ReviewChip state={record.reviewState} />
        </Stack>
        <div>
          <Typography color="text.secondary" variant="body2">
            {translate('review.lastComment')}
          </Typography>
          <Typography data-testid="review-comment-text">{record.reviewComment || translate('review.noComment')}</Typography>
        </div>
        {mayReview ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" color="success" disabled={review.isPending} onClick={() => decide({ state: 'approved' })}>
              {translate('review.approve')}
            </Button>
            <Button variant="outlined" color="warning" disabled={review.isPending} onClick={() => setAsking('has_issues')}>
              {translate('review.hasIssues')}
            </Button>
            <Button variant="outlined" color="error" disabled={review.isPending} onClick={() => setAsking('rejected')}>
              {translate('review.reject')}
            </Button>
          </Stack>
        ) : null}
        <ReviewHistory />
      </Stack>
      <ReviewDialog
        key={asking ?? 'closed'}
        decision={asking}
        saving={review.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={(comment) => asking && decide({ state: asking, comment })}
      />
    </Paper>
  );
}
