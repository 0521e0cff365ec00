/** Support for the browser tests: the stacks, the browser, the per-file set-up and page helpers. */
export { startStack, type Stack, type StackOverrides } from './stack';
export { startRealtimeStack, waitUntil, type RealtimeStack } from './realtimeStack';
export {
  launchBrowser,
  newContext,
  withNewPage,
  withPageOf,
  contextIn,
  type Lang,
  screenshot,
  SCREENSHOT_DIR,
  VIEWPORTS,
  CHROMIUM_PATH,
  CHROMIUM_ARGS,
} from './browser';
export { connectBrowser } from './sharedBrowser';
export {
  setUpBrowserSuite,
  blockExternalScripts,
  offlineContext,
  setUpPagePerTest,
  stack,
  browser,
  context,
  page,
  type BrowserSuiteOptions,
} from './suite';
export {
  signInThroughUi,
  signInByCookie,
  putAuthCookie,
  type CookieSignInStack,
  navigateInApp,
  cookieNamed,
  scrollUntilShown,
  headerShowsBalance,
  DEMO,
} from './ui';
export { sendReportFromMenu } from './reportDialog';
export { apiJson, channelOccupied, channelSubscriptions, userChannelSubscribed } from './api';
export { networkSettled } from './networkSettled';
