/** Owner ids of demo shops: stable until the identity work links them to real demo accounts. */
export const DEMO_OWNER_PREFIX = 'demo:';
export const demoOwnerId = (email: string) => `${DEMO_OWNER_PREFIX}${email}`;
