import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

interface ErrorAlertProps {
  /** Nothing is shown while this is null, undefined or empty. */
  message: ReactNode;
  /** Announce it at once (role="alert"): for a failure the person just caused, not one present on arrival. */
  live?: boolean;
}

/** The spec's failure alert, titled Error, with the server's or the form's message. */
export function ErrorAlert({ message, live = true }: ErrorAlertProps) {
  if (message === null || message === undefined || message === '') return null;
  return (
    <Alert color="red" variant="light" title="Error" role={live ? 'alert' : undefined}>
      {message}
    </Alert>
  );
}
