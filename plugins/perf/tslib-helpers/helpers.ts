/**
 * The tslib helpers that @docusaurus/utils-common uses (see index.ts), from tslib's ES module build, so that the
 * bundle keeps only these. The tests check that every helper utils-common calls is here.
 */
export { __importDefault } from 'tslib';
