// Vitest runs outside React Server Components: 'server-only' has nothing to guard there.
export {}
