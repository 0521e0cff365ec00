// A server test may start a contract server of its own (migrations, seeded accounts, scrypt hashes): on CI's two
// busy cores that alone can pass jest's default 5 s.
jest.setTimeout(20_000);
