import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CLOSE_BUTTON_PROPS } from './modal-props';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  children?: ReactNode;
  confirmLabel?: string;
  /** The way out without doing anything; 'Cancel' unless that would read like the action itself. */
  dismissLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes / no question ('Are you sure to move the event?' and the like). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    opened,
    title,
    message,
    children,
    confirmLabel = 'Yes',
    dismissLabel = 'Cancel',
    danger,
    busy,
    onConfirm,
    onCancel,
  } = props;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={CLOSE_BUTTON_PROPS}>
      <Stack gap="md">
        <Text>{message}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {dismissLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
