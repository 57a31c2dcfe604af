import { useRef, useState, type KeyboardEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../providers/useSession';
import { SEARCH_MIN_LENGTH } from '../../providers/searchApi';
import { SearchOptionRow } from '../search/SearchOptionRow';
import { filteredListPath, optionPath } from '../search/searchPaths';
import { GROUP_LABEL_KEYS, groupOf, searchOptions, type SearchGroupName, type SearchOption } from '../search/searchOptions';
import { searchableText, useRecordSearch } from '../search/useRecordSearch';

/**
 * The app bar's search (spec 01 §2.6 leaves its action open): results open as you
 * type, grouped by record type; arrow keys move, Enter opens the highlighted record, Enter with
 * nothing highlighted opens the list of the best-matching type filtered by the text, Escape closes.
 */
export function SearchBox() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { user } = useSession();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // MUI does not report a highlight reset when the options change, so it is cleared here too.
  const highlighted = useRef<SearchOption | null>(null);
  const { q, answer, loading, failed } = useRecordSearch(text);
  const options = searchOptions(answer);
  const searchable = searchableText(text).length >= SEARCH_MIN_LENGTH;

  const go = (path: string) => {
    setOpen(false);
    setText('');
    highlighted.current = null;
    navigate(path);
  };
  const choose = (option: SearchOption) => go(optionPath(user, option, q));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' || highlighted.current !== null || !answer || loading) return;
    event.defaultMuiPrevented = true;
    event.preventDefault();
    if (answer.listType) go(filteredListPath(answer.listType, { q }));
    else if (options[0]) choose(options[0]);
  };

  return (
    <Box role="search" sx={{ width: { xs: 150, sm: 240, md: 320 } }}>
      <Autocomplete
        open={open && searchable}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={null}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          if (reason === 'reset') return;
          setText(value);
          setOpen(true);
          highlighted.current = null;
        }}
        onChange={(_event, option: SearchOption | null) => option && choose(option)}
        onHighlightChange={(_event, option) => {
          highlighted.current = option;
        }}
        onKeyDown={onKeyDown}
        filterOptions={(all) => all}
        getOptionLabel={() => text}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={(a: SearchOption, b: SearchOption) => a.key === b.key}
        groupBy={groupOf}
        renderGroup={(params) => (
          <li key={params.key}>
            <ListSubheader component="div" sx={{ lineHeight: 2.5, fontWeight: 700 }}>
              {translate(GROUP_LABEL_KEYS[params.group as SearchGroupName])}
            </ListSubheader>
            <Box component="ul" sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        )}
        renderOption={({ key, ...props }, option) => <SearchOptionRow key={key} {...props} option={option} />}
        loading={loading && options.length === 0}
        loadingText={translate('search.searching')}
        noOptionsText={failed ? translate('search.failed') : translate('search.nothingFound', { q: searchableText(text) })}
        clearOnBlur={false}
        handleHomeEndKeys={false}
        forcePopupIcon={false}
        slotProps={{ popper: { placement: 'bottom-end', style: { width: 'min(440px, calc(100vw - 16px))' } } }}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={translate('admin.searchPlaceholder')}
            variant="outlined"
            size="small"
            margin="none"
            sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' } }}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': translate('admin.search'), type: 'search' },
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start" sx={{ color: 'inherit' }}>
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: loading ? <CircularProgress color="inherit" size={16} aria-label={translate('search.searching')} /> : null,
              },
            }}
          />
        )}
      />
    </Box>
  );
}
