import { use } from 'react';
import '@/app/allEndpoints';
import { rootReducer } from '@/app/rootReducer';
import ReplayScreen from '@/features/replay/ReplayScreen';
import { FrameRoutesContext } from './frameRoutes';

/**
 * /replay: the replay screen given what it replays with: the app's root reducer (every endpoint injected,
 * so requests of screens never opened in this page still fold) and the app's routes for its frame.
 */
export default function ReplayRoute() {
  const routes = use(FrameRoutesContext);
  return <ReplayScreen reducer={rootReducer} frameRoutes={routes} />;
}
