import {
  cloneElement,
  isValidElement,
  Suspense,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { lazyRetrying } from '@/ui/lazyRetrying';

// MUI's Tooltip (with Popper and its positioning engine) loads on the first hover or focus, not with the page.
const MuiTooltip = lazyRetrying(() => import('@mui/material/Tooltip'));

type ChildProps = {
  'aria-label'?: string;
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/** An event handler that runs the child's own handler, if it has one, then `then`. */
function after<E>(own: ((event: E) => void) | undefined, then: () => void): (event: E) => void {
  return (event) => {
    own?.(event);
    then();
  };
}

/** The child with the title as its name (as MUI's Tooltip names it) and hover/focus handlers added to its own. */
function withPointerHandlers(
  children: ReactElement<ChildProps>,
  title: string | null,
  enter: () => void,
  leave: () => void,
): ReactElement {
  const own = children.props;
  return cloneElement(children, {
    ...(title !== null && own['aria-label'] === undefined ? { 'aria-label': title } : {}),
    onMouseEnter: after(own.onMouseEnter, enter),
    onMouseLeave: after(own.onMouseLeave, leave),
    onFocus: after(own.onFocus, enter),
    onBlur: after(own.onBlur, leave),
  });
}

/**
 * MUI Tooltip that shows nothing (and adds no wrapper) when its title is empty. Until the first hover or
 * focus the child is rendered alone, named by the title as MUI would name it; then MUI's Tooltip takes over,
 * open if the pointer or focus is still there.
 */
export function Tooltip({ title, children, open: openProp, onOpen, onClose, ...rest }: TooltipProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const empty =
    title === null || title === undefined || title === false || (typeof title === 'string' && title.trim() === '');
  if (empty) return children;
  if (!isValidElement<ChildProps>(children))
    return (
      <Suspense fallback={children}>
        <MuiTooltip title={title} {...rest}>
          {children}
        </MuiTooltip>
      </Suspense>
    );

  const name = !rest.describeChild && typeof title === 'string' ? title : null;
  const placeholder = withPointerHandlers(
    children,
    name,
    () => {
      setWanted(true);
      setOpen(true);
    },
    () => setOpen(false),
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MuiTooltip
        title={title}
        open={openProp ?? open}
        onOpen={(event) => {
          setOpen(true);
          onOpen?.(event);
        }}
        onClose={(event) => {
          setOpen(false);
          onClose?.(event);
        }}
        {...rest}
      >
        {children}
      </MuiTooltip>
    </Suspense>
  );
}
