import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import SearchIcon from '@mui/icons-material/Search';
import type { Provider, Tag } from '@/api/types';
import { useMessages } from '@/i18n/useMessages';
import { FieldInput, FieldSelect, OutlinedField } from '@/ui/primitives/OutlinedField';
import { pillSx } from '@/ui/primitives/pillLook';
import { gameSorts, type GameListFilters, type GameSort } from '../gamesApi';
import { gamesMessages } from '../messages';

/** A tag filter's look, chosen (gold) or not. */
const tagSx = {
  selected: pillSx({ variant: 'filled', color: 'primary', clickable: true }),
  unselected: pillSx({ clickable: true }),
} as const;
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

/** The lobby's controls: title search, provider and order selects, and a row of tag filters (pills). */
export function GameFilters(props: GameFiltersProps) {
  const {
    filters,
    providers,
    tags,
    searchText,
    onSearchText,
    onProvider,
    onTag,
    onSort,
    autoFocusSearch = false,
  } = props;
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
        <OutlinedField
          label={t('searchLabel')}
          htmlFor={`${id}-search`}
          startIcon={<SearchIcon />}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          <FieldInput
            id={`${id}-search`}
            type="search"
            placeholder={t('searchPlaceholder')}
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
            autoFocus={autoFocusSearch}
            maxLength={100}
            data-testid="game-search"
            sx={{ pl: 5 }}
          />
        </OutlinedField>
        <OutlinedField label={t('providerLabel')} htmlFor={`${id}-provider`}>
          <FieldSelect
            id={`${id}-provider`}
            value={filters.provider ?? ''}
            onChange={(event) => onProvider(event.target.value || undefined)}
            data-testid="provider-filter"
          >
            <option value="">{t('allProviders')}</option>
            {providers?.map((provider) => (
              <option key={provider.slug} value={provider.slug}>
                {provider.name} ({provider.games_count})
              </option>
            ))}
          </FieldSelect>
        </OutlinedField>
        <OutlinedField label={t('sortLabel')} htmlFor={`${id}-sort`}>
          <FieldSelect
            id={`${id}-sort`}
            value={filters.sort ?? 'popular'}
            onChange={(event) => onSort(event.target.value as GameSort)}
            data-testid="sort-filter"
          >
            {gameSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(sortKey[sort])}
              </option>
            ))}
          </FieldSelect>
        </OutlinedField>
      </Box>
      <Box
        role="group"
        aria-label={t('tagsLabel')}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5, scrollbarWidth: 'thin' }}
      >
        <ButtonBase
          sx={filters.tag ? tagSx.unselected : tagSx.selected}
          aria-pressed={!filters.tag}
          onClick={() => onTag(undefined)}
        >
          {t('allTags')}
        </ButtonBase>
        {tags?.map((tag) => {
          const selected = filters.tag === tag.slug;
          return (
            <ButtonBase
              key={tag.slug}
              sx={selected ? tagSx.selected : tagSx.unselected}
              aria-pressed={selected}
              onClick={() => onTag(selected ? undefined : tag.slug)}
            >
              {tag.name}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
