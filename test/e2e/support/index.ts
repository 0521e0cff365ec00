/** Support for the browser tests: the stack, the browser and page helpers. */
export { startStack, type Stack, type StackOverrides } from './stack';
export { launchBrowser, newContext, screenshot, SCREENSHOT_DIR, VIEWPORTS, CHROMIUM_PATH, CHROMIUM_ARGS } from './browser';
export { signInThroughUi, cookieNamed, DEMO } from './ui';
