import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';

interface EditPageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A back link to this path; without it, an arrow that goes back one page. */
  backTo?: string;
  backLabel?: string;
  /** Buttons at the end of the title's line (Delete). */
  actions?: ReactNode;
}

/** Title of an edit screen with its way back (a link to the list, or one page back) and its actions. */
export function EditPageHeader({ title, subtitle, backTo, backLabel: givenBackLabel, actions }: EditPageHeaderProps) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const backLabel = givenBackLabel ?? translate('records.edit.back');
  return (
    <Stack spacing={1} data-testid="edit-header">
      {backTo ? (
        <Box>
          <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} data-testid="back-link">
            {backLabel}
          </Button>
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {backTo ? null : (
          <IconButton aria-label={backLabel} onClick={() => navigate(-1)} data-testid="back-button">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="h2" component="h1" data-testid="edit-title">
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" data-testid="edit-subtitle">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions}
      </Stack>
    </Stack>
  );
}
