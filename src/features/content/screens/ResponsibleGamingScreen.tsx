import { use } from 'react';
import { ContentSlotsContext } from '../contentSlots';
import { LegalPageView } from '../LegalPageView';

/** The responsible-gaming legal page, with the player's own tools (a slot) between the title and the policy text. */
export default function ResponsibleGamingScreen() {
  const { ResponsibleGamingTools } = use(ContentSlotsContext);
  return <LegalPageView slug="responsible-gaming" lead={ResponsibleGamingTools ? <ResponsibleGamingTools /> : null} />;
}
