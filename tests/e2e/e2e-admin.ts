/** The admin account the browser tests' server is seeded with (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-123' }
