import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { Provider, Tag } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { gameSorts, type GameListFilters, type GameSort } from '../gamesApi';
import { gamesMessages } from '../messages';

const sortKey = { popular: 'sortPopular', new: 'sortNew', name: 'sortName' } as const;

export interface GameFiltersProps {
  filters: GameListFilters;
  providers: Provider[] | undefined;
  tags: Tag[] | undefined;
  searchText: string;
  onSearchText: (text: string) => void;
  onProvider: (slug: string | undefined) => void;
  onTag: (slug: string | undefined) => void;
  onSort: (sort: GameSort) => void;
  /** Puts the cursor in the search box (the search page). */
  autoFocusSearch?: boolean;
}

/** The lobby's controls: title search, provider and order selects, and a row of tag chips. */
export function GameFilters(props: GameFiltersProps) {
  const { filters, providers, tags, searchText, onSearchText, onProvider, onTag, onSort, autoFocusSearch = false } = props;
  const t = useMessages(gamesMessages);
  return (
    <Box sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(240px, 2fr) minmax(180px, 1fr) minmax(160px, 1fr)' },
          mb: 1.5,
        }}
      >
        <TextField
          type="search"
          size="small"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
          autoFocus={autoFocusSearch}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            htmlInput: { maxLength: 100, 'data-testid': 'game-search' },
          }}
        />
        <TextField
          select
          size="small"
          label={t('providerLabel')}
          value={filters.provider ?? ''}
          onChange={(event) => onProvider(event.target.value || undefined)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'provider-filter' } }}
        >
          <option value="">{t('allProviders')}</option>
          {providers?.map((provider) => (
            <option key={provider.slug} value={provider.slug}>
              {provider.name} ({provider.games_count})
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('sortLabel')}
          value={filters.sort ?? 'popular'}
          onChange={(event) => onSort(event.target.value as GameSort)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'sort-filter' } }}
        >
          {gameSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortKey[sort])}
            </option>
          ))}
        </TextField>
      </Box>
      <Box
        role="group"
        aria-label={t('tagsLabel')}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5, scrollbarWidth: 'thin' }}
      >
        <Chip
          label={t('allTags')}
          clickable
          color={filters.tag ? 'default' : 'primary'}
          variant={filters.tag ? 'outlined' : 'filled'}
          aria-pressed={!filters.tag}
          onClick={() => onTag(undefined)}
        />
        {tags?.map((tag) => {
          const selected = filters.tag === tag.slug;
          return (
            <Chip
              key={tag.slug}
              label={tag.name}
              clickable
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onTag(selected ? undefined : tag.slug)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
