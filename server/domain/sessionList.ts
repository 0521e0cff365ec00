/**
 * How the session list describes a bearer token (docs/account-security.md): the browser and system read from its user
 * agent (`bowser`), and the address it signed in from masked, since the list is for recognising one's own devices,
 * not for tracking anyone (no lookup service is asked).
 */
import Bowser from 'bowser';
import type { SessionRow } from '../db/repositories/sessions';
import type { Schemas } from '../schemas';

export type SessionDto = Schemas['Session'];

const DEVICES = new Set<SessionDto['device']>(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

/** "203.0.113.*" for an IPv4 address; the first three hextets and "::*" for an IPv6 one (stored as its /64). */
export function maskAddress(address: string | null): string | null {
  if (!address) return null;
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.*`;
  const hextets = address
    .replace(/::\/64$/, '')
    .split(':')
    .filter(Boolean);
  return hextets.length > 0 ? `${hextets.slice(0, 3).join(':')}::*` : null;
}

/** Browser, system and kind of device of a user agent; nulls and `unknown` where it says nothing. */
export function describeAgent(userAgent: string | null): Pick<SessionDto, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  const osVersion = parsed.os.versionName ?? parsed.os.version?.split('.')[0];
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type as SessionDto['device'] | undefined;
  return { browser, os, device: type && DEVICES.has(type) ? type : 'unknown' };
}

/** One row of the list as the API answers it. */
export function sessionDto(row: SessionRow): SessionDto {
  return {
    id: row.id,
    ...describeAgent(row.user_agent),
    ip: maskAddress(row.ip),
    created_at: row.created_at,
    last_used_at: row.last_used_at ?? row.created_at,
    current: row.current === 1,
  };
}
