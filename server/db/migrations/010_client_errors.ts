/**
 * Errors and Core Web Vitals reported by players' browsers (`POST /client-errors`): what happened, on which route of
 * which build, after which action types. Never state or secrets (the SPA sends none; docs/server.md, "Client errors").
 */
export const up = `
CREATE TABLE client_errors (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  message TEXT NOT NULL,
  stack TEXT,
  value REAL,
  route TEXT NOT NULL,
  app_version TEXT NOT NULL,
  actions TEXT NOT NULL,
  user_agent TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX client_errors_created ON client_errors(created_at);
`;
