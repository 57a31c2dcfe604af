/** The list's way to its type's Deleted view, for users with the type's manage permission. */
import Button from '@mui/material/Button';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { recordPath, type RecordType } from '../../../domain/records';
import { useMayManage } from './useBin';

/** Where a type's Deleted view lives: /admin/{resource}/deleted. */
export const deletedPath = (type: RecordType) => `${recordPath(type, 'list')}/deleted`;

export function DeletedListButton({ type }: { type: RecordType }) {
  const translate = useTranslate();
  const mayManage = useMayManage(type);
  if (!mayManage) return null;
  return (
    <Button component={RouterLink} to={deletedPath(type)} size="small" startIcon={<RestoreFromTrashIcon />} data-testid="deleted-view-link">
      {translate('bin.viewDeleted')}
    </Button>
  );
}
