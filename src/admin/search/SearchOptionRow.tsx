import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ListIcon from '@mui/icons-material/List';
import PlaceIcon from '@mui/icons-material/Place';
import { useTranslate } from 'react-admin';
import { lgaBySlug, stateBySlug } from '../../domain/locations';
import type { PlaceResult, SearchResult } from '../../providers/searchApi';
import { GROUP_LABEL_KEYS, type SearchOption } from './searchOptions';

function place(result: SearchResult): string | null {
  if (!result.state) return null;
  const state = stateBySlug(result.state)?.name ?? result.state;
  const lga = result.lga ? (lgaBySlug(result.state, result.lga)?.name ?? result.lga) : null;
  return lga ? `${lga}, ${state}` : state;
}

/** Where a place lies: "Dala, Kano" for a ward, "Kano" for an LGA, nothing for a state. */
function parentOf(place: PlaceResult): string | null {
  if (place.kind === 'state') return null;
  const state = stateBySlug(place.state)?.name ?? place.state;
  if (place.kind === 'lga' || !place.lga) return state;
  return `${lgaBySlug(place.state, place.lga)?.name ?? place.lga}, ${state}`;
}

const PLACE_KIND_KEYS: Readonly<Record<PlaceResult['kind'], string>> = { state: 'search.place.state', lga: 'search.place.lga', ward: 'search.place.ward' };

/** One line of the search results: a record (title, then reference, matched phone, place), a place, or "See all". */
export function SearchOptionRow({ option, ...props }: HTMLAttributes<HTMLLIElement> & { option: SearchOption }) {
  const translate = useTranslate();
  if (option.kind === 'list') {
    return (
      <Box component="li" {...props} sx={{ gap: 1, color: 'primary.main' }}>
        <ListIcon fontSize="small" />
        <Typography variant="body2">{translate('search.seeAll', { list: translate(GROUP_LABEL_KEYS[option.type]) })}</Typography>
      </Box>
    );
  }
  if (option.kind === 'place') {
    const { place } = option;
    const details = [translate(PLACE_KIND_KEYS[place.kind]), parentOf(place)].filter(Boolean).join(' · ');
    return (
      <Box component="li" {...props} sx={{ gap: 1 }}>
        <PlaceIcon fontSize="small" color="action" />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {place.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {details}
          </Typography>
        </Box>
      </Box>
    );
  }
  const { result } = option;
  const details = [result.reference, result.phone ? translate('search.phone', { phone: result.phone }) : null, place(result)].filter(Boolean).join(' · ');
  return (
    <Box component="li" {...props}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {result.title || translate('search.untitled', { id: result.id })}
        </Typography>
        {details && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {details}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
