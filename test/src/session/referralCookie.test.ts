import {
  deviceId,
  forgetReferralCode,
  readReferralCode,
  rememberReferralCode,
  signUpPathWithReferral,
} from '@/session/referralCookie';

const clearCookies = () => {
  for (const name of ['referral_code', 'device_id']) document.cookie = `${name}=; path=/; max-age=0`;
};

describe('referral code hand-over to sign-up', () => {
  afterEach(clearCookies);

  it('keeps the code in the referral_code cookie until sign-up forgets it', () => {
    expect(readReferralCode()).toBeNull();
    rememberReferralCode('PLAYER01');
    expect(document.cookie).toContain('referral_code=PLAYER01');
    expect(readReferralCode()).toBe('PLAYER01');
    forgetReferralCode();
    expect(readReferralCode()).toBeNull();
  });

  it('makes a random device id once and keeps it', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId()).toBe(first);
    clearCookies();
    expect(deviceId()).not.toBe(first);
  });

  it('opens sign-up with ?ref= in the generation of the link', () => {
    expect(signUpPathWithReferral('AB CD', '')).toBe('/sign-up?ref=AB%20CD');
    expect(signUpPathWithReferral('ABCD1234', '/v1')).toBe('/v1/sign-up?ref=ABCD1234');
  });
});
