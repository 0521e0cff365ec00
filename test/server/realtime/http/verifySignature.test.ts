import { toApplication } from '../../../../server/realtime/application';
import { HttpError } from '../../../../server/realtime/http/apiRequest';
import { verifySignature } from '../../../../server/realtime/http/verifySignature';

// The worked example of docs/protocols.md (Pusher HTTP API signing), checked through the server's own verifier.
const app = toApplication({ id: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' });
const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
const query = {
  auth_key: '278d425bdf160c739803',
  auth_timestamp: '1353088179',
  auth_version: '1.0',
  body_md5: 'ec365a775a4cd0599faeb73354201b6f',
  auth_signature: 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
};
const then = 1353088179 * 1000;

function refusal(run: () => void): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('verifySignature', () => {
  it('accepts the worked example at its own time, and within 600 s of it', () => {
    expect(() => verifySignature(app, 'POST', '/apps/3/events', query, body, then)).not.toThrow();
    expect(() => verifySignature(app, 'POST', '/apps/3/events', query, body, then + 600_000)).not.toThrow();
  });

  it('refuses it 601 s later with Pusher’s message', () => {
    const error = refusal(() => verifySignature(app, 'POST', '/apps/3/events', query, body, then + 601_000));
    expect(error.status).toBe(401);
    expect(error.message).toBe(
      'Timestamp expired: Given timestamp (1353088179) not within 600s of server time (1353088780)',
    );
  });

  it('refuses another method, path, parameter, auth_version or body', () => {
    expect(refusal(() => verifySignature(app, 'PUT', '/apps/3/events', query, body, then)).status).toBe(401);
    expect(refusal(() => verifySignature(app, 'POST', '/apps/4/events', query, body, then)).message).toBe(
      'Authentication signature invalid.',
    );
    expect(
      refusal(() => verifySignature(app, 'POST', '/apps/3/events', { ...query, info: 'user_count' }, body, then))
        .status,
    ).toBe(401);
    expect(
      refusal(() => verifySignature(app, 'POST', '/apps/3/events', { ...query, auth_version: '2.0' }, body, then))
        .status,
    ).toBe(401);
    expect(refusal(() => verifySignature(app, 'POST', '/apps/3/events', query, `${body} `, then)).message).toMatch(
      /body_md5/,
    );
    const { body_md5: _omitted, ...withoutMd5 } = query;
    expect(refusal(() => verifySignature(app, 'POST', '/apps/3/events', withoutMd5, body, then)).message).toBe(
      'Missing body_md5.',
    );
  });
});
