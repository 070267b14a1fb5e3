import { Button, Group, Loader, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError } from '../../../ui/notify';
import { downloadMembershipsCsv, useMemberships, type MembershipFilters } from '../api/ops-reports';
import { changeText, moneyText, percentText, pointsText } from '../model/ops-figures';
import { FigureTile } from './FigureTile';
import { MembershipsChart } from './MembershipsChart';
import { MembershipsTable } from './MembershipsTable';
import type { ReportPageProps } from './report-pages';

/** Report 4, Memberships (and one plan: the spec's reports/subscription): movements, churn and MRR. */
export function MembershipsReport({ filters: frame }: ReportPageProps) {
  const [planId, setPlanId] = useState<number | null>(null);
  const filters: MembershipFilters = { from: frame.from, to: frame.to, ...(planId ? { plan_id: planId } : {}) };
  const report = useMemberships(filters);
  // The plan choices are those of the report of every plan (cached), kept while one plan is shown.
  const everyPlan = useMemberships({ from: filters.from, to: filters.to });
  const plans = (everyPlan.data?.totals.by_plan ?? []).map((plan) => ({
    value: String(plan.plan_id),
    label: plan.name,
  }));
  const answer = report.data;
  const totals = answer?.totals;
  const before = answer?.previous_totals;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Select
          label="Plan"
          placeholder="All plans"
          clearable
          data={plans}
          value={planId ? String(planId) : null}
          onChange={(value) => setPlanId(value ? Number(value) : null)}
        />
        {planId ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => downloadMembershipsCsv(filters).catch(notifyError)}
          >
            Download this plan's CSV
          </Button>
        ) : null}
      </Group>
      {report.isError ? <ErrorAlert message={errorMessage(report.error)} /> : null}
      {!answer || !totals ? (
        <Loader aria-label="Loading the report" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <FigureTile
              label="Members at the end"
              value={String(totals.end)}
              note={changeText(totals.end, before?.end)}
            />
            <FigureTile
              label="New and back"
              value={String(totals.new + totals.reactivated)}
              note={changeText(totals.new + totals.reactivated, before ? before.new + before.reactivated : null)}
            />
            <FigureTile
              label="Churn"
              value={percentText(totals.churn)}
              note={pointsText(totals.churn, before?.churn)}
            />
            <FigureTile
              label="MRR"
              value={moneyText(totals.mrr_end, answer.currency)}
              note={changeText(totals.mrr_end, before?.mrr_end)}
            />
          </SimpleGrid>
          <Title order={3}>{answer.plan ? `${answer.plan.name}: joins and departures` : 'Joins and departures'}</Title>
          <MembershipsChart rows={answer.rows} />
          <MembershipsTable
            caption="Per period"
            label="Period"
            currency={answer.currency}
            rows={answer.rows.map((row) => ({ ...row, key: row.from, name: row.label }))}
          />
          <MembershipsTable
            caption="Per plan, over the whole range"
            label="Plan"
            currency={answer.currency}
            rows={totals.by_plan.map((plan) => ({ ...plan, key: String(plan.plan_id), name: plan.name }))}
          />
        </>
      )}
    </Stack>
  );
}
