/** Copy to clipboard with the «text copied» toast. */
export { copyToClipboard } from './clipboard';
