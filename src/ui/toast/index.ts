/** The one toast helper, used by sagas and components alike. */
export {
  showToast,
  showErrorToast,
  errorMessage,
  closeAllToasts,
  prepareToasts,
  TOAST_DURATION_MS,
  TOASTS_ABOVE,
  type ToastVariant,
  type ToastLink,
} from './toast';
export { ToastProvider } from './ToastProvider';
