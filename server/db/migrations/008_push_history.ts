/**
 * Each player's recent private-channel events, so a client that was offline can ask what it missed
 * (docs/realtime-recovery.md): `push_streams` holds one row per player (the stream id, the last sequence number
 * given and the highest one pruned), `push_events` the events themselves, numbered per player without gaps.
 */
export const up = `
CREATE TABLE push_streams (
  user_uuid TEXT PRIMARY KEY,
  stream TEXT NOT NULL,
  last_seq INTEGER NOT NULL DEFAULT 0,
  pruned_through INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE push_events (
  user_uuid TEXT NOT NULL,
  seq INTEGER NOT NULL,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_uuid, seq)
);
`;
