import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import { memoryTokenStore } from '@/app/services';
import { readWindowConfig } from '@/config/appConfig';
import type { EchoFactory } from '@/realtime/echoFactory';

const notYet: EchoFactory = () => {
  throw new Error('realtime not wired yet');
};

const store = makeStore({ config: readWindowConfig(), tokens: memoryTokenStore(), createEcho: notYet });
const container = document.getElementById('root');
if (container) createRoot(container).render(<App store={store} />);
