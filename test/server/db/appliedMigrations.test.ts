/**
 * A migration a database has applied never runs there again, so its SQL must stay as it was: an edited one would give
 * new databases a schema the old ones never get. Each migration's SQL text is pinned here by its SHA-256 (a helper
 * that writes part of a migration must go on writing exactly the same text). A new migration adds its line once it
 * lands.
 */
import { createHash } from 'node:crypto';
import { MIGRATIONS } from '../../../server/db/connection';

/** SHA-256 of each migration's SQL as databases applied it, by migration number. */
const APPLIED = new Map<number, string>([
  [1, '964b10afc0295db2a1104e3beb097c4843d83f3d7ac28dd2689f688ef28b88b8'],
  [2, 'dc221f77217b7740b93bbfcef32dbceaf11bcd3a7f924adfc115c63d466a6ff3'],
  [3, '68a936ad4230d7d0a79e3b7eff89e6671ae4429ec1df25c005bbf3765e240179'],
  [4, '30b00e0a3aaf4abcd7371d8997306d6fd80b66b86651fbf2495c72f306fe2f71'],
  [5, '4bc9fa5abe2178b243002cef23fc0b301a8381eba4820c25c6546f93967b8bed'],
  [6, '48563271f441655f086285f487bdd3167e5339f55f871c1a80e77f1558a52b0e'],
  [7, 'c24cbd70f3a41d544bf3d79a8810716536666cb99f3a1e00be761e6653628b6b'],
  [8, 'e1236aace0e50ffc15f6e7fbd5f5d9aa0ccf5bb7f0b4de7fdafda5e6d800cefc'],
  [9, 'f2f5f7f6ff3e30af53bbf8b3297e6343422812ef6e174afdc46a09be819b10f5'],
  [10, 'e7a945aeefcde75782cd2e7392c77b29ee796b336a630c62395c5db1a3e63010'],
  [11, '276799f04923f59965497bb93edb0171a25564244c115395bcdaa2ade0c1edc4'],
  [12, '5eae88ea7e7f7b8feaad1dc775ce7867d955d487b74d900924da076a76e69226'],
  [13, 'fb6c5232e1516c9d521c7510ff9f9af04d3d9c0b36a1ca2dbc773f80d9055946'],
  [15, 'dd50782b35193193bcabc5b8fc876bcc12df631eb713dc5b7f8370eb54141ffd'],
  [16, '3da70f3daeda2320caa398bdda043a7c33a5ddb0d7a7b4fde4aab6ebe9e7917a'],
  [17, '138c70bef53c6de3ad832bc3b83343578c126b7dfae52cc815ef92347637e81a'],
  [18, '8c7873be25ed3ba841f39944a8647d4e92ce5df902dced0a4c83cf87edd15039'],
]);

it('pins every migration', () => {
  expect(MIGRATIONS.map(([version]) => version)).toEqual([...APPLIED.keys()]);
});

it.each(MIGRATIONS.map(([version, up]) => [version, up] as const))(
  'migration %i is the SQL databases applied',
  (version, up) => {
    expect(createHash('sha256').update(up).digest('hex')).toBe(APPLIED.get(version));
  },
);
