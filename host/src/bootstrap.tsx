import { startHost } from './app/start-host';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
void startHost(container).catch((error: unknown) => console.error('Start-up failed', error));
