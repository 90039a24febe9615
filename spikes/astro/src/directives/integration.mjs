/** Registers client:intent through Astro's public addClientDirective API. */
export default function intentDirective() {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'intent', entrypoint: new URL('./intent.js', import.meta.url).pathname }),
    },
  }
}
