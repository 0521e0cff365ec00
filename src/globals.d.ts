/** Injected by webpack's DefinePlugin: the id of this build (also written to /version.json). */
declare const __APP_VERSION__: string;
