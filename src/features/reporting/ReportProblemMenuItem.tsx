import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import { useMessages } from '@/i18n/useMessages';
import { reportEntryMessages } from './entryMessages';
import { openReportDialog } from './reportDialogControl';
import { IconButton } from '@/ui/primitives/Button';

/** «Сообщить о проблеме» for the header's user menu; `onDone` lets the menu close itself first. */
export function ReportProblemMenuItem({ onDone }: { onDone?: () => void }) {
  const t = useMessages(reportEntryMessages);
  return (
    <MenuItem
      data-testid="report-problem-menu-item"
      onClick={() => {
        onDone?.();
        openReportDialog();
      }}
    >
      <ListItemIcon>
        <BugReportOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('menuItem')}</ListItemText>
    </MenuItem>
  );
}

/** The same action as an icon button, for places without a user menu (the guest header). */
export function ReportProblemButton() {
  const t = useMessages(reportEntryMessages);
  return (
    <Tooltip title={t('menuItem')}>
      <IconButton
        aria-label={t('menuItem')}
        onClick={openReportDialog}
        data-testid="report-problem-button"
        color="inherit"
      >
        <BugReportOutlined />
      </IconButton>
    </Tooltip>
  );
}
