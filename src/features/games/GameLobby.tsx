import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazyOptional, lazyRetrying } from '@/ui/lazyRetrying';
import { RouterLink } from '@/ui/navigation/RouterLink';
import { useMessages } from '@/i18n/useMessages';
import { buttonSx } from '@/ui/primitives/buttonLook';
import { EmptyState } from '@/ui/components/EmptyState';
import { PageHeader } from '@/ui/components/PageHeader';
import { GameSlotsContext } from '@/ui/cards/gameSlots';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from '@/session/authSelectors';
import { GameFilters } from './components/GameFilters';
import { GameResults } from './components/GameResults';
import { useListProvidersQuery, useListTagsQuery, type GameSort } from './gamesApi';
import { makeSelectBySlug } from './gamesSelectors';
import { DEFAULT_SORT, filtersFromUrl, LOBBY_PARAMS, withParam } from './lobbyParams';
import { gamesMessages } from './messages';
import { useCataloguePaths } from './routePrefix';
import { useDebouncedValue } from './useDebouncedValue';

// The game's dialog (and MUI's modal parts) loads when a game is first opened, not with the lobby.
const GameDialog = lazyRetrying(() => import('./components/GameDialog').then((m) => ({ default: m.GameDialog })));
// Likewise the chip of a jackpot's filter, which only the links from a jackpot's page ask for.
const JackpotFilterChip = lazyOptional(() => import('./components/JackpotFilterChip'));

/** Which page the lobby is: all games, the search page, or one provider's / one tag's games (slug from the path). */
export type LobbyMode =
  { kind: 'all' } | { kind: 'search' } | { kind: 'provider'; slug: string } | { kind: 'tag'; slug: string };

const SEARCH_DEBOUNCE_MS = 350;

/** Keeps the search box and `?q=` in step: typing settles into the URL, back/forward fills the box. */
function useSearchQuery(params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]) {
  const urlQuery = params.get(LOBBY_PARAMS.search) ?? '';
  const [text, setText] = useState(urlQuery);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const written = useRef(urlQuery);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setParams((current) => withParam(current, LOBBY_PARAMS.search, settled), { replace: true });
  }, [settled, setParams]);
  useEffect(() => {
    // The URL changed by navigation (not by our own write): show its query in the box.
    if (urlQuery !== written.current) {
      written.current = urlQuery;
      setText(urlQuery);
    }
  }, [urlQuery]);
  return [text, setText] as const;
}

/** The games lobby shared by /games, the search page and the provider and tag pages. */
export function GameLobby({ mode }: { mode: LobbyMode }) {
  const t = useMessages(gamesMessages);
  const { LobbyShelves, WinsFeed } = use(GameSlotsContext);
  // A guest's first visit stays as light as it was: the feed is theirs on home, a player's here too.
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const paths = useCataloguePaths();
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useSearchQuery(params, setParams);
  const providers = useListProvidersQuery();
  const tags = useListTagsQuery();
  const selectProvider = useMemo(() => makeSelectBySlug(), []);
  const selectTag = useMemo(() => makeSelectBySlug(), []);

  const fixedProvider = mode.kind === 'provider' ? mode.slug : undefined;
  const fixedTag = mode.kind === 'tag' ? mode.slug : undefined;
  const filters = useMemo(
    () =>
      filtersFromUrl(params, {
        ...(fixedProvider ? { provider: fixedProvider } : {}),
        ...(fixedTag ? { tag: fixedTag } : {}),
      }),
    [params, fixedProvider, fixedTag],
  );
  const provider = selectProvider(providers.data, filters.provider);
  const tag = selectTag(tags.data, filters.tag);

  const setParam = useCallback(
    (key: string, value: string | undefined, defaultValue?: string) =>
      setParams((current) => withParam(current, key, value, defaultValue)),
    [setParams],
  );
  // On a provider or tag page the path holds that filter, so changing it moves to another page (keeping the query).
  const goTo = (path: string, drop: string) =>
    navigate({ pathname: path, search: withParam(params, drop, undefined).toString() });
  const onProvider = (slug: string | undefined) => {
    if (mode.kind === 'provider') goTo(slug ? paths.provider(slug) : paths.lobby, LOBBY_PARAMS.provider);
    else setParam(LOBBY_PARAMS.provider, slug);
  };
  const onTag = (slug: string | undefined) => {
    if (mode.kind === 'tag') goTo(slug ? paths.tag(slug) : paths.lobby, LOBBY_PARAMS.tag);
    else setParam(LOBBY_PARAMS.tag, slug);
  };
  const onSort = (sort: GameSort) => setParam(LOBBY_PARAMS.sort, sort, DEFAULT_SORT);
  const onResetFilters = () => {
    setSearchText('');
    navigate(mode.kind === 'search' ? paths.search : paths.lobby);
  };
  const openSlug = params.get(LOBBY_PARAMS.game) ?? undefined;
  // Mounted from the first opening on, so that closing still animates.
  const [dialogUsed, setDialogUsed] = useState(openSlug !== undefined);
  if (openSlug !== undefined && !dialogUsed) setDialogUsed(true);
  const closeGame = () => setParam(LOBBY_PARAMS.game, undefined);

  const unknown =
    (mode.kind === 'provider' && providers.isSuccess && !provider) || (mode.kind === 'tag' && tags.isSuccess && !tag);

  const title =
    mode.kind === 'provider'
      ? t('providerTitle', { name: provider?.name ?? mode.slug })
      : mode.kind === 'tag'
        ? t('tagTitle', { name: tag?.name ?? mode.slug })
        : mode.kind === 'search'
          ? t('searchTitle')
          : t('lobbyTitle');
  const subtitle =
    mode.kind === 'provider' && provider
      ? `${t('providerSubtitle')} · ${t('gamesCount', { count: provider.games_count })}`
      : mode.kind === 'tag' && tag
        ? `${t('tagSubtitle')} · ${t('gamesCount', { count: tag.games_count })}`
        : undefined;

  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} />
      {unknown ? (
        <EmptyState
          message={
            mode.kind === 'provider'
              ? t('unknownProvider', { slug: mode.slug })
              : t('unknownTag', { slug: mode.kind === 'tag' ? mode.slug : '' })
          }
        >
          <ButtonBase
            focusRipple
            component={RouterLink}
            to={paths.lobby}
            sx={[buttonSx({ variant: 'outlined' }), { mt: 2 }]}
          >
            {t('backToLobby')}
          </ButtonBase>
        </EmptyState>
      ) : (
        <>
          {mode.kind === 'all' && LobbyShelves ? <LobbyShelves /> : null}
          {mode.kind === 'all' && signedIn && WinsFeed ? <WinsFeed /> : null}
          <GameFilters
            filters={filters}
            providers={providers.data}
            tags={tags.data}
            searchText={searchText}
            onSearchText={setSearchText}
            onProvider={onProvider}
            onTag={onTag}
            onSort={onSort}
            autoFocusSearch={mode.kind === 'search'}
          />
          {filters.jackpot !== undefined ? (
            <Suspense fallback={null}>
              <JackpotFilterChip
                jackpotId={filters.jackpot}
                onRemove={() => setParam(LOBBY_PARAMS.jackpot, undefined)}
              />
            </Suspense>
          ) : null}
          <GameResults filters={filters} onResetFilters={onResetFilters} />
        </>
      )}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <GameDialog slug={openSlug} onClose={closeGame} />
        </Suspense>
      ) : null}
    </Box>
  );
}
