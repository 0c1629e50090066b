// Test support for other workspaces (`@feria/identity/testing`): a login and logout through the
// embedded server as a browser does them, and sessions for tests that sign their own tokens.
export * from './test-server';
export { logout } from './logout';
export { ensureTestSession, type TestSession } from './test-sessions';
