import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { recordTypeLabelKey, type TypeChoice } from './recordTypes';

/** The record list to export or import, among the ones the user may use. */
export function RecordTypeSelect({ types, value, onChange }: { types: TypeChoice[]; value: string; onChange: (apiPath: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('dataManagement.recordList')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: 220 }}
    >
      {types.map((choice) => (
        <option key={choice.apiPath} value={choice.apiPath}>
          {translate(recordTypeLabelKey(choice.type))}
        </option>
      ))}
    </TextField>
  );
}
