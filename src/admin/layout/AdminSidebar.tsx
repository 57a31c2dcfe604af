import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { AdminMenu } from './AdminMenu';

export const SIDEBAR_WIDTH = 260;

interface AdminSidebarProps {
  /** Large screens: always shown beside the content; small screens: a drawer over it. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

export function AdminSidebar({ permanent, open, onClose }: AdminSidebarProps) {
  const translate = useTranslate();
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      sx={{ width: permanent ? SIDEBAR_WIDTH : undefined, flexShrink: 0 }}
      slotProps={{
        // On small screens the drawer is a dialog, named as the menu it holds.
        paper: {
          'aria-label': permanent ? undefined : translate('admin.adminMenu'),
          sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw', boxSizing: 'border-box', bgcolor: 'background.paper' },
        },
      }}
    >
      {permanent ? (
        <Toolbar />
      ) : (
        <Toolbar sx={{ gap: 1.5 }}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          <Typography component="span" sx={{ fontWeight: 700, color: 'primary.dark' }}>
            {translate('admin.admin')}
          </Typography>
        </Toolbar>
      )}
      <Box sx={{ overflowY: 'auto', pb: 2 }}>
        <AdminMenu onNavigate={permanent ? undefined : onClose} />
      </Box>
    </Drawer>
  );
}
