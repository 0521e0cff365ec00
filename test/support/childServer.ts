/** The shared end of the child-process server scripts (runContractServer.ts, runRealtimeServer.ts). */

/**
 * Tells the parent where `server` listens (`address`, one JSON line on stdout), then keeps this process up until the
 * parent closes stdin (the test ended or died) or sends SIGTERM, and closes the server before exiting.
 */
export function serveUntilParentLeaves(server: { close(): Promise<void> }, address: object): void {
  process.stdout.write(`${JSON.stringify(address)}\n`);
  process.stdin.resume();
  const stop = () => {
    void server.close().finally(() => process.exit(0));
  };
  process.stdin.on('end', stop);
  process.on('SIGTERM', stop);
}
