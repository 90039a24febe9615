import 'astro'
declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: boolean | number
  }
}
