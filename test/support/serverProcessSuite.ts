/**
 * The set-up of a component test file against a real contract server: the server process started before
 * the file's tests (and the demo player's token when asked), stopped after them. Jest gives each test file
 * its own instance of this module, so these bindings belong to the file that imports them.
 */
import { startContractServerProcess, type ServerProcess } from './contractServerProcess';

/** The contract server process of this test file. */
export let server: ServerProcess;
/** With `signedIn`: the bearer token of the demo player (player@example.com, RUB, 1000.00). */
export let token: string;

/** Registers the hooks: the server for the file, signed in as the demo player when `signedIn` is true. */
export function setUpServerProcess({ signedIn = false }: { signedIn?: boolean } = {}): void {
  beforeAll(async () => {
    server = await startContractServerProcess();
    if (signedIn) token = await server.signIn('player@example.com', 'player-password');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
}
