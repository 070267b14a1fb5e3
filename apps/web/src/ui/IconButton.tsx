import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';

interface IconButtonProps extends Omit<ActionIconProps, 'children'> {
  /** The control's accessible name and its tooltip: an icon alone says nothing to a new user or a screen reader. */
  label: string;
  /** The icon, hidden from assistive technology (the label speaks for it). */
  icon: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  type?: 'button' | 'submit';
}

/**
 * The one icon-only button of the app (lint forbids ActionIcon elsewhere). It forwards its ref and props, so it
 * also serves as a Menu or Popover target.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, ...props },
  ref,
) {
  return (
    <Tooltip label={label} withinPortal openDelay={300}>
      <ActionIcon ref={ref} aria-label={label} {...props}>
        <span aria-hidden="true" style={{ display: 'contents' }}>
          {icon}
        </span>
      </ActionIcon>
    </Tooltip>
  );
});
