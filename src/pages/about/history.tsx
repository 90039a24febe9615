// 'Our History' is the about page itself; its canonical link points to /about.
export { default, getStaticProps } from './index'

// A document, as /about (Next reads this switch from each page file itself, so it is not re-exported).
export const config = { unstable_runtimeJS: false }
