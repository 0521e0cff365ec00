/** Whether /version.json names a build other than the running one (a deploy happened since the page loaded). */
export function isOtherBuild(running: string, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const deployed = (body as { version?: unknown }).version;
  return typeof deployed === 'string' && deployed !== '' && deployed !== running;
}

/** Polls `url` every `intervalMs` and calls `onOtherBuild` once when a different build is deployed; returns a stop function. */
export function pollDeployedVersion(options: {
  running: string;
  intervalMs: number;
  onOtherBuild: () => void;
  url?: string;
  fetchFn?: typeof fetch;
}): () => void {
  const { running, intervalMs, onOtherBuild, url = '/version.json' } = options;
  const fetchFn = options.fetchFn ?? fetch;
  let stopped = false;
  const check = async () => {
    try {
      const response = await fetchFn(url, { cache: 'no-store' });
      if (!response.ok) return;
      if (!stopped && isOtherBuild(running, await response.json())) {
        stopped = true;
        window.clearInterval(timer);
        onOtherBuild();
      }
    } catch {
      // offline or mid-deploy: try again at the next tick
    }
  };
  const timer = window.setInterval(() => void check(), intervalMs);
  return () => {
    stopped = true;
    window.clearInterval(timer);
  };
}
