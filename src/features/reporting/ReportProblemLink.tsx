import Box from '@mui/material/Box';
import { textLinkSx } from '@/ui/primitives/textLinkLook';
import { useMessages } from '@/i18n/useMessages';
import { reportEntryMessages } from './entryMessages';
import { openReportDialog } from './reportDialogControl';

/**
 * «Сообщить о проблеме» as a quiet footer link, so guests find it too (they have no user menu). A module
 * of its own: the footer is on every first paint, the menu item's MUI parts are not.
 */
export function ReportProblemLink() {
  const t = useMessages(reportEntryMessages);
  return (
    <Box
      component="button"
      type="button"
      onClick={openReportDialog}
      data-testid="report-problem-link"
      sx={textLinkSx({ tone: 'secondary', type: 'body2', button: true })}
    >
      {t('menuItem')}
    </Box>
  );
}
