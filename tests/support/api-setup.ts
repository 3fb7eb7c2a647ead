// Shared setup for API tests. Each test file opens its own database through tests/support/test-app.ts.
export {};
