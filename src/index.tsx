import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import { memoryTokenStore } from '@/app/services';
import { readWindowConfig } from '@/config/appConfig';
import { createEcho } from '@/realtime/createEcho';

const store = makeStore({ config: readWindowConfig(), tokens: memoryTokenStore(), createEcho });
const container = document.getElementById('root');
if (container) createRoot(container).render(<App store={store} />);
