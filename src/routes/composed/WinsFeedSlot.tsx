/**
 * The wins feed's chunk: its slice joins the store when the chunk first loads (home and the lobby load it after their
 * first paint), so neither the slice nor the feed weighs on a first visit's main chunk.
 */
import { rootReducer } from '@/app/rootReducer';
import WinsFeed from '@/features/wins/WinsFeed';
import { winsSlice } from '@/features/wins/winsSlice';

rootReducer.inject(winsSlice);

export default WinsFeed;
