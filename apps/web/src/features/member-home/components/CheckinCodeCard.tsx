import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMyCheckinCode } from '../api/useMemberHome';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** The code in groups of five, easier to read out at the desk. */
function grouped(code: string): string {
  return code.replace(/(.{5})(?=.)/g, '$1 ');
}

/** The member's personal check-in code: a QR code for the desk's scanner and the same code as text. */
export function CheckinCodeCard() {
  const code = useMyCheckinCode();
  const [image, setImage] = useState<string | null>(null);
  const value = code.data?.code ?? null;
  useEffect(() => {
    if (!value) return;
    let live = true;
    // An SVG drawn here: the code never leaves the browser for an image service.
    void qrSvg(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="checkin-code-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="checkin-code-title">
          Your check-in code
        </Title>
        {code.isPending ? <BusyIndicator label="Loading your check-in code" size="sm" /> : null}
        <ErrorAlert message={code.isError ? errorMessage(code.error) : null} />
        {/* Side by side, so the code and the booking above it both fit a phone's first screen. */}
        <Group gap="md" wrap="nowrap" align="center">
          {image && value ? (
            <img src={image} width={128} height={128} alt={`QR code of your check-in code ${grouped(value)}`} />
          ) : null}
          <Stack gap={4} style={{ minWidth: 0 }}>
            {value ? (
              <Text ff="monospace" fw={700} size="lg" data-testid="checkin-code">
                {grouped(value)}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              Show this at the front desk to check in, or tell them the code.
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
