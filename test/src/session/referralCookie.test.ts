import {
  forgetReferralCode,
  readReferralCode,
  rememberReferralCode,
  signUpPathWithReferral,
} from '@/features/referral/referralStorage';

describe('referral code hand-over to sign-up', () => {
  afterEach(() => localStorage.clear());

  it('remembers the code in localStorage until sign-up forgets it', () => {
    expect(readReferralCode()).toBeNull();
    rememberReferralCode('PLAYER01');
    expect(localStorage.getItem('referral_code')).toBe('PLAYER01');
    expect(readReferralCode()).toBe('PLAYER01');
    forgetReferralCode();
    expect(readReferralCode()).toBeNull();
  });

  it('opens sign-up with ?ref= in the generation of the link', () => {
    expect(signUpPathWithReferral('AB CD', '')).toBe('/sign-up?ref=AB%20CD');
    expect(signUpPathWithReferral('ABCD1234', '/v1')).toBe('/v1/sign-up?ref=ABCD1234');
  });
});
