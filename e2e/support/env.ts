/** Shared by the Playwright config (server env) and the journeys (to forge an expired token). */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e';
