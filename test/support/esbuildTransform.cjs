/**
 * Jest transformer: TypeScript, TSX and the ESM-only packages to CommonJS with esbuild, file by file. The type
 * check is not jest's job (`npm run typecheck` does it; tsconfig.json's `isolatedModules` keeps every file
 * compilable alone), and esbuild does a file in about a millisecond where ts-jest takes tens: on a fresh clone,
 * with jest's cache empty, that is most of a minute of CPU per run.
 *
 * A file that calls `jest.mock` goes to ts-jest instead: ts-jest moves those calls above the imports, as
 * babel-jest does, and esbuild has no such step.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const tsconfigRaw = {
  compilerOptions: {
    target: 'ES2022',
    jsx: 'react-jsx',
    useDefineForClassFields: true,
    esModuleInterop: true,
  },
};
const ownSource = fs.readFileSync(__filename, 'utf8');
const loaders = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

let tsJest;
const hoistingTransformer = () => {
  tsJest ??= require('ts-jest').default.createTransformer({
    tsconfig: path.resolve(__dirname, '..', '..', 'tsconfig.jest.json'),
  });
  return tsJest;
};
const needsHoisting = (source) => source.includes('jest.mock(');

module.exports = {
  canInstrument: false,
  getCacheKey(source, filePath, options) {
    if (needsHoisting(source)) return `ts-jest:${hoistingTransformer().getCacheKey(source, filePath, options)}`;
    return crypto
      .createHash('sha1')
      .update(ownSource)
      .update(esbuild.version)
      .update('\0')
      .update(filePath)
      .update('\0')
      .update(source)
      .digest('hex');
  },
  process(source, filePath, options) {
    if (needsHoisting(source)) return hoistingTransformer().process(source, filePath, options);
    const { code, map } = esbuild.transformSync(source, {
      loader: loaders[path.extname(filePath)] ?? 'js',
      format: 'cjs',
      target: 'node20',
      platform: 'node',
      // jest's module registry serves `require`, not Node's `import()`: dynamic imports become requires.
      supported: { 'dynamic-import': false },
      sourcemap: 'external',
      sourcefile: filePath,
      sourcesContent: false,
      tsconfigRaw,
      logLevel: 'silent',
    });
    return { code, map };
  },
};
