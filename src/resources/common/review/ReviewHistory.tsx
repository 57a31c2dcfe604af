/** The review history of the record in context, newest first (show and edit pages). */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { formatRecordTime } from '../values';
import { ReviewChip } from './ReviewChip';
import { useReviewHistory } from './useReviewHistory';

export function ReviewHistory({ id: givenId }: { id?: string | number }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const id = givenId ?? record?.id;
  const history = useReviewHistory(resource, id);
  return (
    <Stack spacing={1} data-testid="review-history">
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
        {translate('review.history')}
      </Typography>
      {history.isError ? <Typography color="error">{translate('review.historyFailed')}</Typography> : null}
      {history.data?.length === 0 ? <Typography color="text.secondary">{translate('review.noHistory')}</Typography> : null}
      {history.data && history.data.length > 0 ? (
        <List dense disablePadding>
          {history.data.map((entry, index) => (
            <ListItem key={`${entry.createdAt}-${index}`} disableGutters data-testid="review-history-entry" sx={{ gap: 2, alignItems: 'flex-start' }}>
              <ReviewChip state={entry.state} />
              <ListItemText
                primary={`${translate(`review.sources.${entry.source}`)}${entry.comment ? ` — ${entry.comment}` : ''}`}
                secondary={translate('review.by', { name: entry.userName ?? translate('review.unknownUser'), time: formatRecordTime(entry.createdAt) })}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
