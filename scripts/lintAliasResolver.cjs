/**
 * eslint-plugin-import resolver for the `@/` alias (tsconfig `paths`, webpack and jest map `@/x` to
 * `src/x`): rewrites the alias and hands over to the plain Node resolver. Without it the import rules
 * cannot resolve `@/` imports and skip them silently, so layer boundaries and cycles went unchecked.
 * A dozen lines of JavaScript rather than eslint-import-resolver-typescript, which needs a native binary.
 */
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const src = path.join(__dirname, '..', 'src');

exports.interfaceVersion = 2;

/** Resolves `@/x` as `src/x`, anything else as Node would (with the extensions given in the settings). */
exports.resolve = (source, file, config) =>
  node.resolve(source.startsWith('@/') ? path.join(src, source.slice(2)) : source, file, config);
