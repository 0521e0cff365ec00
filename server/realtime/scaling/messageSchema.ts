/**
 * The shape of a message on the shared Redis channel. Anything can publish there, so each message is checked before it
 * is acted on: one malformed message must not crash every process listening (docs/realtime-server.md, "Scaling").
 */
import Ajv from 'ajv';
import type { ScalingMessage } from './pubSub';

const id = { type: 'string', minLength: 1, maxLength: 200 } as const;
const channels = { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 200 } } as const;

const schema = {
  oneOf: [
    {
      type: 'object',
      required: ['type', 'from', 'appId', 'event'],
      properties: {
        type: { const: 'event' },
        from: id,
        appId: id,
        event: {
          type: 'object',
          required: ['event', 'channels'],
          properties: {
            event: { type: 'string', minLength: 1, maxLength: 200 },
            channels,
            fromClient: { type: 'boolean' },
            userId: id,
            except: id,
          },
        },
      },
    },
    {
      type: 'object',
      required: ['type', 'from', 'appId', 'userId'],
      properties: { type: { const: 'terminate' }, from: id, appId: id, userId: id },
    },
    {
      type: 'object',
      required: ['type', 'from', 'appId', 'requestId'],
      properties: { type: { const: 'metrics' }, from: id, appId: id, requestId: id, channel: id },
    },
    {
      type: 'object',
      required: ['type', 'from', 'requestId', 'to', 'channels', 'connections'],
      properties: {
        type: { const: 'metrics-reply' },
        from: id,
        requestId: id,
        to: id,
        channels: {
          type: 'array',
          items: {
            type: 'array',
            minItems: 2,
            maxItems: 2,
            items: [
              id,
              {
                type: 'object',
                required: ['subscriptionCount', 'userIds'],
                properties: {
                  subscriptionCount: { type: 'integer', minimum: 0 },
                  userIds: { type: 'array', items: { type: 'string' } },
                },
              },
            ],
          },
        },
        connections: { type: 'integer', minimum: 0 },
      },
    },
  ],
};

const validate = new Ajv({ strictTuples: false }).compile<ScalingMessage>(schema);

/** The message in `payload`, or a reason it is refused (not JSON, or not a scaling message). */
export function parseScalingMessage(payload: Buffer): { message: ScalingMessage } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload.toString('utf8'));
  } catch {
    return { problem: 'not JSON' };
  }
  if (!validate(parsed))
    return {
      problem: (validate.errors ?? [])
        .slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
        .join('; '),
    };
  return { message: parsed };
}
