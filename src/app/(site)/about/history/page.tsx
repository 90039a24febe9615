/** docs/site.md#about: 'Our History' is the about page itself; its canonical link points to /about. */
export { default, generateMetadata } from '../page'
