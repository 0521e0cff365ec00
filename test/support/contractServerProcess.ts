/** Runs the real contract server in a child process (its Node realm stays apart from jsdom's) for component tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  apiUrl: string;
  /** Signs in over the API and returns the bearer token. */
  signIn(email: string, password: string): Promise<string>;
  /** A JSON request to the API (for set-up steps done "by another device"). */
  api(pathname: string, init?: { method?: string; token?: string; json?: unknown }): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const root = path.resolve(__dirname, '..', '..');

/** Starts the server process and waits for its address (tsx start-up takes a few seconds). */
export async function startContractServerProcess(): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, 'runContractServer.ts')],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const apiUrl = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { apiUrl: string }).apiUrl);
    });
    child.once('exit', (code) => reject(new Error(`contract server process exited early (${String(code)})`)));
  });
  const api: ServerProcess['api'] = async (pathname, init = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${apiUrl}${pathname}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return {
    apiUrl,
    api,
    async signIn(email, password) {
      const answer = await api('/auth/sign-in', { method: 'POST', json: { email, password } });
      if (answer.status !== 200) throw new Error(`sign-in as ${email} failed with ${answer.status}`);
      return (answer.body as { token: string }).token;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin?.end();
      }),
  };
}
