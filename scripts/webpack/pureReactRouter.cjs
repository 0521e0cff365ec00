/**
 * A webpack loader for react-router 7's prebuilt production files: it lets the minifier drop the parts of react-router
 * this app never calls (framework mode, data routers, forms, RSC). With the production build's alias
 * (scripts/webpack/libraryExceptions.ts) it keeps a first visit within its budget (docs/performance.md); the one
 * rewrite of a dependency's code in the build (docs/architecture.md, "Libraries as published").
 *
 * react-router ships all of its modes in one file per build. Two kinds of top-level statements there keep the
 * whole file in every bundle, used or not:
 * - `Form.displayName = "Form"`: an assignment to a property is a side effect, so the minifier must keep the
 *   component it names, and everything that component reaches;
 * - `var Link = React.forwardRef(...)` without a `/* @__PURE__ *\/` mark: the call might have side effects.
 * The loader removes the first and marks the second as pure. A file that defines components but in which neither
 * pattern matches any more fails the build: react-router changed, and this loader must be updated or removed
 * (test/src/ui/navigation/reactRouterBuild.test.ts checks the installed version).
 */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const UNMARKED_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createElement)\()/gm;

function pureReactRouter(source) {
  const names = (source.match(DISPLAY_NAME) || []).length;
  const calls = (source.match(UNMARKED_CALL) || []).length;
  if (/React\d*\.forwardRef\(/.test(source) && (names === 0 || calls === 0)) {
    throw new Error(
      `scripts/webpack/pureReactRouter.cjs no longer matches react-router's files (${names} displayName statements, ${calls} unmarked calls): update or remove it.`,
    );
  }
  return source.replace(DISPLAY_NAME, '').replace(UNMARKED_CALL, '$1/* @__PURE__ */ $2');
}

module.exports = pureReactRouter;
