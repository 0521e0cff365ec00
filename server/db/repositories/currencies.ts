/** Currencies: code, USD rate and whether they are fiat (which decides their decimals). */
import { stmt, type Db } from '../connection';
import type { Schemas } from '../../schemas';

interface CurrencyRow {
  code: string;
  usd_rate: string;
  fiat: number;
}

const toDto = (c: CurrencyRow): Schemas['Currency'] => ({ code: c.code, usd_rate: c.usd_rate, fiat: c.fiat === 1 });

/** Read access to the currencies. */
export class CurrenciesRepository {
  constructor(private readonly db: Db) {}

  /** Currencies in display order. */
  list(): Schemas['Currency'][] {
    return (
      stmt(this.db, 'SELECT code, usd_rate, fiat FROM currencies ORDER BY sort, code').all() as CurrencyRow[]
    ).map(toDto);
  }

  /** One currency, or undefined. */
  byCode(code: string): Schemas['Currency'] | undefined {
    const row = stmt(this.db, 'SELECT code, usd_rate, fiat FROM currencies WHERE code = ?').get(code) as
      CurrencyRow | undefined;
    return row ? toDto(row) : undefined;
  }
}
