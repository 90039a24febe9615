// The programme finder also answers here; its canonical address stays /admission/course-finder.
export { default, getServerSideProps } from '../admission/course-finder'

// A document, as the finder (Next reads this switch from each page file itself, so it is not re-exported).
export const config = { unstable_runtimeJS: false }
