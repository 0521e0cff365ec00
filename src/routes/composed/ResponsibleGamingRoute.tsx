import { lazyPart } from '@/ui/lazyRetrying';
import { ContentSlotsContext, type ContentSlots } from '@/features/content/contentSlots';
import ResponsibleGamingScreen from '@/features/content/screens/ResponsibleGamingScreen';

// The signed-in player's tools load after the policy page: guests never need them.
const ResponsibleGamingPanel = lazyPart(() => import('@/features/responsibleGaming/ResponsibleGamingPanel'));

/** The responsible-gaming tools on the responsible-gaming page. */
const contentSlots: ContentSlots = {
  ResponsibleGamingTools: () => <ResponsibleGamingPanel />,
};

/** /responsible-gaming, its slots filled. */
export default function ResponsibleGamingRoute() {
  return (
    <ContentSlotsContext value={contentSlots}>
      <ResponsibleGamingScreen />
    </ContentSlotsContext>
  );
}
