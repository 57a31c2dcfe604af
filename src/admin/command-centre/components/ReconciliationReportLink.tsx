import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** The Command Centre's way to the reconciliation report across collectors. */
export function ReconciliationReportLink() {
  const translate = useTranslate();
  return (
    <Box>
      <Button variant="outlined" startIcon={<FactCheckIcon />} component={RouterLink} to="/admin/command-centre/reconciliation" data-testid="recon-report-link">
        {translate('reconciliation.reportLink')}
      </Button>
    </Box>
  );
}
