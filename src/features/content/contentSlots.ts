import { createContext, type ComponentType } from 'react';

/**
 * Places where other features add to the content pages without this feature importing them; src/routes
 * fills them. Empty by default: the page then shows only its text.
 */
export interface ContentSlots {
  /** Above the responsible-gaming policy: the player's own tools (limits, reality check, time-out, exclusion). */
  ResponsibleGamingTools?: ComponentType;
}

/** The content slots the composition root provides. */
export const ContentSlotsContext = createContext<ContentSlots>({});
