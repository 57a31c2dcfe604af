import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

/**
 * The app bar's search box (spec 01 §2.6: its action is not shown). Submitting does nothing yet;
 * the typed text stays so a later issue can route it to a search screen.
 */
export function SearchBox() {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={{ width: { xs: 130, sm: 220, md: 280 } }}>
      <TextField
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={translate('admin.searchPlaceholder')}
        variant="outlined"
        size="small"
        margin="none"
        fullWidth
        sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' } }}
        slotProps={{
          htmlInput: { 'aria-label': translate('admin.search'), type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start" sx={{ color: 'inherit' }}>
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
