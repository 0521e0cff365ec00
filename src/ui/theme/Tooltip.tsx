import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';

/** MUI Tooltip that shows nothing (and adds no wrapper) when its title is empty. */
export function Tooltip({ title, children, ...rest }: TooltipProps) {
  const empty = title === null || title === undefined || title === false || (typeof title === 'string' && title.trim() === '');
  if (empty) return children;
  return <MuiTooltip title={title} {...rest}>{children}</MuiTooltip>;
}
