/** The frame the Data Management panels share: titled section, intro, its controls, an error and what came back. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';

interface TransferPanelProps {
  /** The heading's id, for the section's aria-labelledby. */
  titleId: string;
  title: string;
  intro: string;
  error: string | null;
  /** The panel's controls. */
  children: ReactNode;
  /** What the last action answered, under the controls. */
  result?: ReactNode;
}

export function TransferPanel({ titleId, title, intro, error, children, result }: TransferPanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {result && <div style={{ marginTop: 16 }}>{result}</div>}
    </Paper>
  );
}

/** A button that opens the file chooser for one CSV file and shows the chosen file's name. */
export function CsvFileButton({
  file,
  chooseLabel,
  inputLabel,
  onChange,
}: {
  file: File | null;
  chooseLabel: string;
  inputLabel: string;
  onChange: (file: File | null) => void;
}) {
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
      {file ? file.name : chooseLabel}
      <input hidden type="file" accept=".csv,text/csv" aria-label={inputLabel} onChange={(event) => onChange(event.target.files?.[0] ?? null)} />
    </Button>
  );
}
