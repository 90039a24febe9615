// The programme finder also answers here; its canonical address stays /admission/course-finder.
export { default, metadata } from '../../admission/course-finder/page'
