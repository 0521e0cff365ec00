import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
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
  const id = useId();
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
        {/* FormControl parts rather than TextField: TextField brings MUI's menu Select (menus, popovers, modals) even for native selects. */}
        <FormControl size="small" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <InputLabel htmlFor={`${id}-search`}>{t('searchLabel')}</InputLabel>
          <OutlinedInput
            id={`${id}-search`}
            type="search"
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
            autoFocus={autoFocusSearch}
            startAdornment={<InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment>}
            inputProps={{ maxLength: 100, 'data-testid': 'game-search' }}
          />
        </FormControl>
        <FormControl size="small">
          <InputLabel shrink htmlFor={`${id}-provider`}>{t('providerLabel')}</InputLabel>
          <NativeSelect
            value={filters.provider ?? ''}
            onChange={(event) => onProvider(event.target.value || undefined)}
            input={<OutlinedInput label={t('providerLabel')} notched />}
            inputProps={{ id: `${id}-provider`, 'data-testid': 'provider-filter' } as NativeSelectProps['inputProps']}
          >
            <option value="">{t('allProviders')}</option>
            {providers?.map((provider) => (
              <option key={provider.slug} value={provider.slug}>
                {provider.name} ({provider.games_count})
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <FormControl size="small">
          <InputLabel shrink htmlFor={`${id}-sort`}>{t('sortLabel')}</InputLabel>
          <NativeSelect
            value={filters.sort ?? 'popular'}
            onChange={(event) => onSort(event.target.value as GameSort)}
            input={<OutlinedInput label={t('sortLabel')} notched />}
            inputProps={{ id: `${id}-sort`, 'data-testid': 'sort-filter' } as NativeSelectProps['inputProps']}
          >
            {gameSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(sortKey[sort])}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
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
