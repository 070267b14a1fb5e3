import { Badge, Button, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { AT_RISK_REASON_LABELS, type AtRiskRowView } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError } from '../../../ui/notify';
import { SendEmailDialog } from '../../notifications';
import { downloadAtRiskCsv, useAtRisk, type AtRiskReason } from '../api/ops-reports';

const REASON_COLOURS: Record<AtRiskReason, string> = { inactive: 'gray', failed_renewal: 'red', pack_low: 'orange' };

function detailOf(row: AtRiskRowView): string {
  const parts: string[] = [];
  if (row.reasons.includes('inactive'))
    parts.push(row.days_since_visit === null ? 'never visited' : `last visit ${row.days_since_visit} days ago`);
  if (row.failed_at) parts.push(`renewal failed ${row.failed_at.slice(0, 10)}`);
  if (row.pack) parts.push(`${row.pack}: ${row.pack_uses_left} left`);
  return parts.join(' · ');
}

/** Report 6, At-risk members: the list as of now, one reason or all, its CSV, and one click to e-mail them. */
export function AtRiskReport() {
  const [reason, setReason] = useState<AtRiskReason | null>(null);
  const [mailing, setMailing] = useState(false);
  const report = useAtRisk(reason);
  const answer = report.data;
  const ids = answer?.rows.map((row) => row.user_id) ?? [];
  const counts = answer?.totals;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <SegmentedControl
          aria-label="Reason"
          value={reason ?? 'all'}
          onChange={(value) => setReason(value === 'all' ? null : (value as AtRiskReason))}
          data={[
            { value: 'all', label: 'All' },
            ...(Object.keys(AT_RISK_REASON_LABELS) as AtRiskReason[]).map((key) => ({
              value: key,
              label: AT_RISK_REASON_LABELS[key],
            })),
          ]}
        />
        <Group gap="xs">
          <Button
            leftSection={<IconMail size={18} aria-hidden />}
            disabled={ids.length === 0}
            onClick={() => setMailing(true)}
          >
            E-mail these {ids.length} members
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => downloadAtRiskCsv(reason).catch(notifyError)}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
      {report.isError ? <ErrorAlert message={errorMessage(report.error)} /> : null}
      {!answer || !counts ? (
        <Loader aria-label="Loading the report" />
      ) : (
        <>
          <Text size="sm">
            {counts.members} members at risk: {counts.inactive} without a booking or check-in for {answer.days} days,{' '}
            {counts.failed_renewal} with a failed renewal, {counts.pack_low} with 3 or fewer pack uses left.
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder>
              <Table.Caption>At-risk members as of now</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Member</Table.Th>
                  <Table.Th scope="col">Why</Table.Th>
                  <Table.Th scope="col">Plan</Table.Th>
                  <Table.Th scope="col">Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.rows.map((row) => (
                  <Table.Tr key={row.user_id}>
                    <Table.Th scope="row" fw={500}>
                      {row.name}
                      <Text size="xs" c="dimmed">
                        {row.email}
                      </Text>
                    </Table.Th>
                    <Table.Td>
                      <Group gap={4}>
                        {row.reasons.map((r) => (
                          <Badge key={r} color={REASON_COLOURS[r]} variant="light">
                            {AT_RISK_REASON_LABELS[r]}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{row.plan ?? '—'}</Table.Td>
                    <Table.Td>{detailOf(row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <SendEmailDialog
        opened={mailing}
        onClose={() => setMailing(false)}
        userIds={ids}
        label={`${ids.length} at-risk members`}
      />
    </Stack>
  );
}
