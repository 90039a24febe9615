import 'astro'

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate at the first sign of intent; a number also starts it that many ms after the page began. */
    'client:intent'?: boolean | number
  }
}
