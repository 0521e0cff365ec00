/** The environment schema: what a bad value says, and that the README's Configuration table lists exactly its variables. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkEnvironment, ConfigurationError, ENV_SCHEMA } from '../../server/configSchema';

function refusal(env: NodeJS.ProcessEnv): string[] {
  try {
    checkEnvironment(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  return [];
}

describe('the environment schema', () => {
  it('turns numbers into numbers and leaves empty values unset', () => {
    expect(checkEnvironment({ API_PORT: '8000', TOKEN_IDLE_DAYS: '0.5', REALTIME_PORT: '' })).toEqual({
      API_PORT: 8000,
      TOKEN_IDLE_DAYS: 0.5,
    });
  });

  it('names each bad variable once, with what it should be', () => {
    expect(
      refusal({
        API_PORT: '80a0',
        REALTIME_PORT: '-1',
        TOKEN_IDLE_DAYS: 'thirty',
        SEED_DEMO_ACCOUNTS: 'maybe',
        REDIS_URL: 'cache:6379',
      }),
    ).toEqual([
      'API_PORT="80a0" is not a port: give a whole number from 0 to 65535.',
      'REALTIME_PORT="-1" is not a port: give a whole number from 0 to 65535.',
      'REDIS_URL="cache:6379" is not a Redis URL: redis://host:6379 or rediss://….',
      'SEED_DEMO_ACCOUNTS="maybe" is not a yes/no value: use true or false.',
      'TOKEN_IDLE_DAYS="thirty" is not a number of days: give a number above 0, e.g. 30.',
    ]);
    expect(refusal({ API_PORT: '65536', TOKEN_IDLE_DAYS: '0' })).toHaveLength(2);
  });

  it("is what the README documents: the table rows used by the server name exactly the schema's variables", () => {
    const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
    const documented = new Set<string>();
    for (const line of readme.split('\n')) {
      const cells = line.split('|').map((c) => c.trim());
      if (
        cells.length < 4 ||
        !(cells[2] ?? '')
          .split(',')
          .map((c) => c.trim())
          .includes('server')
      )
        continue;
      for (const match of (cells[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)) documented.add(match[1]!);
    }
    expect([...documented].sort()).toEqual(Object.keys(ENV_SCHEMA.properties).sort());
  });
});
