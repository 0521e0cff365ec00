/**
 * Verification (docs/kyc.md): each player's review state per kind of document (identity, address, payment method)
 * and the files uploaded for it. The files themselves live in the KYC folder outside the web root; a row keeps the
 * stored name, the type sniffed from the file's first bytes, and whether it belongs to the kind's current submission.
 */
export const up = `
CREATE TABLE kyc_kinds (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('identity', 'address', 'payment_method')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT,
  submitted_at TEXT NOT NULL,
  reviewed_at TEXT,
  reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, kind)
);
CREATE INDEX kyc_kinds_status ON kyc_kinds(status, submitted_at);
CREATE TABLE kyc_files (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  current INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX kyc_files_user_kind ON kyc_files(user_id, kind, current);
`;
