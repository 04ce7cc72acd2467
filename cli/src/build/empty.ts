/** Stands in for optional packages the bundle must not load (react-devtools-core, pulled in by Ink). */
export default {};
