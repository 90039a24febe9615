// The spike with Astro's CSP (security.csp, stable in Astro 7): hashes of its inline scripts and styles in a
// <meta http-equiv="content-security-policy">, the site's other policies beside them. Built to dist-csp/.
import base from './astro.config.mjs'

export default {
  ...base,
  outDir: './dist-csp',
  security: {
    csp: {
      // Inline style attributes (next/image's `color:transparent`, a slide's position) as the site allows them today.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
      directives: ["default-src 'self'", "img-src 'self' data:", "font-src 'self'", "object-src 'none'", "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com"],
    },
  },
}
