/** Possible duplicates: the views App.tsx registers for the `duplicates` resource. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DuplicateList } from './DuplicateList';

const duplicates = {
  list: DuplicateList,
  icon: ContentCopyIcon,
};

export default duplicates;
