import { Card, Group, Text, Title } from '@mantine/core';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

const grouped = (code: string) => code.replace(/(.{5})(?=.)/g, '$1 ');

/** The saved check-in code, drawn as a QR code on the device (no network needed) and as text for the desk. */
export function OfflineCheckinCode({ code }: { code: string | null }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    void qrSvg(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [code]);
  if (!code) return null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="offline-checkin">
      <Title order={2} size="h4" id="offline-checkin">
        Your check-in code
      </Title>
      <Group gap="md" wrap="nowrap" mt="xs">
        {image ? (
          <img src={image} width={128} height={128} alt={`QR code of your check-in code ${grouped(code)}`} />
        ) : null}
        <Text ff="monospace" fw={700} size="lg" data-testid="offline-checkin-code">
          {grouped(code)}
        </Text>
      </Group>
    </Card>
  );
}
