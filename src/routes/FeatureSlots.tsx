/**
 * The composition root of the features: fills the slots one feature offers with another feature's parts,
 * so features never import each other. Each filler is loaded lazily with the first screen that shows it,
 * keeping it out of the first load. Each owner edits only its own line here.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AuthSlotsContext, type AuthSlots } from '@/features/auth/authSlots';
import { ContentSlotsContext, type ContentSlots } from '@/features/content/contentSlots';
import { SettingsSlotsContext, type SettingsSlots } from '@/features/settings/settingsSlots';
import { GameSlotsContext, type GameSlots } from '@/ui/components/gameSlots';

const FavouriteButton = lazy(() => import('@/features/play/FavouriteButton'));
const LobbyShelves = lazy(() => import('@/features/play/LobbyShelves'));
const TelegramWidgetSignIn = lazy(() => import('@/features/telegram/TelegramWidgetSignIn').then((m) => ({ default: m.TelegramWidgetSignIn })));
const TelegramLinkSection = lazy(() => import('@/features/telegram/TelegramLinkSection').then((m) => ({ default: m.TelegramLinkSection })));
const ResponsibleGamingPanel = lazy(() => import('@/features/responsibleGaming/ResponsibleGamingPanel'));

/** A lazily loaded filler that shows nothing until its chunk has arrived. */
function whenLoaded(Part: ComponentType): ComponentType {
  return function SlotFiller() {
    return <Suspense fallback={null}><Part /></Suspense>;
  };
}

/** What the play feature adds to the catalogue (hearts on cards, favourites and recent shelves). */
const gameSlots: GameSlots = {
  CardAction: ({ game }) => <Suspense fallback={null}><FavouriteButton game={game} /></Suspense>,
  LobbyShelves: whenLoaded(LobbyShelves),
};
/** Telegram sign-in under the sign-in form. */
const authSlots: AuthSlots = { SignInAlternatives: whenLoaded(TelegramWidgetSignIn) };
/** Telegram linking on the settings page. */
const settingsSlots: SettingsSlots = { TelegramLink: whenLoaded(TelegramLinkSection) };
/** The responsible-gaming tools on the responsible-gaming page. */
const contentSlots: ContentSlots = { ResponsibleGamingTools: whenLoaded(ResponsibleGamingPanel) };

/** Provides every feature slot to the screens below it. */
export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <GameSlotsContext value={gameSlots}>
      <AuthSlotsContext value={authSlots}>
        <SettingsSlotsContext value={settingsSlots}>
          <ContentSlotsContext value={contentSlots}>{children}</ContentSlotsContext>
        </SettingsSlotsContext>
      </AuthSlotsContext>
    </GameSlotsContext>
  );
}
