/**
 * Registers `client:intent` (./intent.ts) through Astro's public `addClientDirective` API: the one way the
 * site's islands load (docs/decisions/0039-public-pages-on-astro.md).
 */
export default function clientIntent() {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'intent', entrypoint: new URL('./intent.ts', import.meta.url).pathname }),
    },
  }
}
