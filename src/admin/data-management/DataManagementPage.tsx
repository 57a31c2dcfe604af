/** /admin/data-management (manage_data_export or manage_data_import): records out as CSV, and in from CSV; the ward list. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { hasPermission, PERMISSION_CONSTANTS as P } from '../../domain/permissions';
import { useSession } from '../../providers/useSession';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { PopulationPanel } from './PopulationPanel';
import { typesFor } from './recordTypes';
import { WardListPanel } from './WardListPanel';

export function DataManagementPage() {
  const translate = useTranslate();
  const { user } = useSession();
  const title = translate('dataManagement.title');
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Title title={title} />
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      {hasPermission(user, P.MANAGE_DATA_EXPORT) && <ExportPanel types={typesFor(user, 'read')} />}
      {hasPermission(user, P.MANAGE_DATA_IMPORT) && <ImportPanel types={typesFor(user, 'write')} />}
      {hasPermission(user, P.MANAGE_DATA_IMPORT) && <WardListPanel />}
      {hasPermission(user, P.MANAGE_DATA_IMPORT) && <PopulationPanel />}
    </Stack>
  );
}
