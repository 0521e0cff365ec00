import { encodeCommand, parseReply, RespError } from '../../../../server/realtime/scaling/resp';

// The small RESP2 codec behind Redis scaling.
describe('RESP codec', () => {
  it('encodes a command as an array of bulk strings', () => {
    expect(encodeCommand(['PUBLISH', 'ch', 'héllo']).toString()).toBe('*3\r\n$7\r\nPUBLISH\r\n$2\r\nch\r\n$6\r\nhéllo\r\n');
  });

  it('parses every reply type and waits for incomplete ones', () => {
    const message = Buffer.from('*3\r\n$7\r\nmessage\r\n$2\r\nch\r\n$5\r\nhello\r\n');
    const whole = parseReply(message, 0);
    expect(whole?.next).toBe(message.length);
    expect((whole?.value as Buffer[]).map(String)).toEqual(['message', 'ch', 'hello']);
    for (let cut = 1; cut < message.length; cut += 1) expect(parseReply(message.subarray(0, cut), 0)).toBeUndefined();

    expect(parseReply(Buffer.from('+OK\r\n'), 0)?.value).toBe('OK');
    expect(parseReply(Buffer.from(':2\r\n'), 0)?.value).toBe(2);
    expect(parseReply(Buffer.from('$-1\r\n'), 0)?.value).toBeNull();
    expect(parseReply(Buffer.from('-ERR wrong\r\n'), 0)?.value).toBeInstanceOf(RespError);
  });
});
