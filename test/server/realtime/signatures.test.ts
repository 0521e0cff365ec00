import PusherServer from 'pusher';
import { channelAuthString, md5Hex, signRequest, verifyChannelAuth } from '../../../server/realtime/signatures';
import { hmacSha256 } from '../../../server/lib/crypto';

// Worked examples from docs/protocols.md (Pusher's own documentation values).
const key = '278d425bdf160c739803';
const secret = '7ad3773142a6692b25b8';
/** The official SDK signs, as POST /broadcasting/auth does; the realtime server verifies. */
const sdk = new PusherServer({ appId: '3', key, secret, host: '127.0.0.1' });

describe('channel authorization signatures', () => {
  it('signs a private channel as in the worked example', () => {
    expect(sdk.authorizeChannel('1234.1234', 'private-foobar')).toEqual({
      auth: `${key}:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4`,
    });
  });

  it('signs a presence channel over socket_id:channel:channel_data', () => {
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    expect(channelAuthString('1234.1234', 'presence-foobar', channelData)).toBe(
      `1234.1234:presence-foobar:${channelData}`,
    );
    expect(hmacSha256(secret, channelAuthString('1234.1234', 'presence-foobar', channelData))).toBe(
      '31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80',
    );
    // The worked example's user_id is the number 10 (the SDK's type says string; it serialises what it is given).
    expect(
      sdk.authorizeChannel('1234.1234', 'presence-foobar', {
        user_id: 10 as unknown as string,
        user_info: { name: 'Mr. Channels' },
      }),
    ).toEqual({
      auth: `${key}:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80`,
      channel_data: channelData,
    });
  });

  it('verifies only the part after the colon, and refuses forgeries', () => {
    const { auth } = sdk.authorizeChannel('1234.1234', 'private-foobar');
    expect(verifyChannelAuth(secret, '1234.1234', 'private-foobar', auth)).toBe(true);
    expect(verifyChannelAuth(secret, '1234.1234', 'private-foobar', `other-key:${auth.split(':')[1]}`)).toBe(true);
    expect(verifyChannelAuth(secret, '1234.1235', 'private-foobar', auth)).toBe(false);
    expect(verifyChannelAuth(secret, '1234.1234', 'private-foobaz', auth)).toBe(false);
    expect(verifyChannelAuth(secret, '1234.1234', 'private-foobar', `${key}:${'0'.repeat(64)}`)).toBe(false);
    expect(verifyChannelAuth(secret, '1234.1234', 'private-foobar', 'no-colon')).toBe(false);
    expect(verifyChannelAuth(secret, '1234.1234', 'private-foobar', undefined)).toBe(false);
  });
});

describe('HTTP API request signature', () => {
  it('reproduces the worked example of the Pusher HTTP API signing', () => {
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
    expect(md5Hex(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    const signature = signRequest(secret, 'POST', '/apps/3/events', {
      auth_key: key,
      auth_timestamp: '1353088179',
      auth_version: '1.0',
      body_md5: md5Hex(body),
    });
    expect(signature).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
  });
});
