/**
 * A webpack loader for react-router's prebuilt files, applied to production builds: it lets the minifier drop
 * the parts of react-router this app never calls (framework mode, data routers, forms, RSC), about a third of it.
 *
 * react-router ships all of its modes in one file per build. Two kinds of top-level statements there keep the
 * whole file in every bundle, used or not:
 * - `Form.displayName = "Form"`: an assignment to a property is a side effect, so the minifier must keep the
 *   component it names, and everything that component reaches;
 * - `var Link = React.forwardRef(...)` without a `/* @__PURE__ *\/` mark: the call might have side effects.
 * The loader removes the first (production builds show no component names anyway) and marks the second as pure.
 * If a later react-router writes these statements differently, nothing matches: the bundle is larger, not broken.
 */
module.exports = function pureReactRouter(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createElement)\()/gm, '$1/* @__PURE__ */ $2');
};
