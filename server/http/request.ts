/** Helpers that read a request: its route pattern, client address, cookies and the API base URL clients reach. */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config';
import { addressKey } from '../lib/addressKey';

/** The route pattern of a request (`/api/play/:sessionId`), never its raw URL: what the audit and the logs record. */
export function routePattern(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '';
}

/**
 * The client for rate limiting: the socket's address, or the forwarded one when TRUST_PROXY trusts the proxy; an IPv6
 * address as its /64, which one subscriber usually holds whole.
 */
export function clientIp(request: FastifyRequest): string {
  return addressKey(request.ip);
}

/**
 * The client address of a raw request (the realtime server's upgrades) as Fastify's `request.ip` finds it: the forwarded
 * one through the proxies TRUST_PROXY trusts, else the socket's peer. Like Fastify, a hop count trusts no peer.
 */
export function rawClientAddress(trustProxy: TrustProxy | undefined): (request: IncomingMessage) => string {
  if (trustProxy === undefined || trustProxy === false || typeof trustProxy === 'number')
    return (request) => request.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? (): boolean => true : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** True for 127.0.0.0/8 and ::1 (also as IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || IPV4_LOOPBACK.test(plain);
}

/**
 * True when the request comes from this machine: the socket's peer is loopback and nothing forwarded it (a reverse
 * proxy on the same host connects from loopback too, but adds a forwarding header).
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const forwarded = request.headers.forwarded ?? request.headers['x-forwarded-for'] ?? request.headers['x-real-ip'];
  return forwarded === undefined && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * The API base URL as clients reach it: PUBLIC_API_URL when configured, else built from the request (its protocol and
 * host follow X-Forwarded-Proto/-Host only when TRUST_PROXY trusts the proxy).
 */
export function apiBase(request: FastifyRequest, publicApiUrl?: string): string {
  if (publicApiUrl) return publicApiUrl;
  const host = /^[A-Za-z0-9.\-:[\]]+$/.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}/api`;
}
