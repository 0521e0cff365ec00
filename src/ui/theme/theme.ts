import { createTheme } from '@mui/material/styles';
import { primitives } from './primitives';
import { inputsCustomizations } from './customizations/inputs';
import { feedbackCustomizations } from './customizations/feedback';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';

/** The one dark theme: primitives plus one customisation file per component family. */
export const theme = createTheme({
  ...primitives,
  components: {
    ...inputsCustomizations,
    ...feedbackCustomizations,
    ...navigationCustomizations,
    ...surfacesCustomizations,
  },
});
