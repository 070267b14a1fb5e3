import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { endpoints, type EndpointDefinition, type ReportCatalogueEntry } from '@fairplay/contracts';
import { utcToZonedParts } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { notifyError } from '../../../ui/notify';
import { downloadReportCsv } from '../api/useReport';
import { filtersFromSearch, queryOf, searchOf, type ReportFilterState } from '../model/report-filters';
import { ReportFilters } from './ReportFilters';
import { REPORT_PAGES } from './report-pages';

/** One report: its title, filters (kept in the address), CSV download and its own page below. */
export function ReportFrame({ entry }: { entry: ReportCatalogueEntry }) {
  const user = useCurrentUser();
  const timeZone = user.business?.timezone ?? 'UTC';
  const today = utcToZonedParts(new Date(), timeZone).date;
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search, today);
  const [downloading, setDownloading] = useState(false);
  const Page = REPORT_PAGES[entry.key];
  const csvEndpoint = (endpoints.reports as Record<string, EndpointDefinition>)[`${entry.key}Csv`];

  const change = (next: ReportFilterState) => setSearch(searchOf(next), { replace: true });
  const download = async () => {
    if (!csvEndpoint) return;
    setDownloading(true);
    try {
      await downloadReportCsv(csvEndpoint, queryOf(filters, entry.filters));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={2}>
          <Anchor component={Link} to="/private/reports" size="sm">
            All reports
          </Anchor>
          <Group justify="space-between" align="flex-end">
            <Title order={1} size="h2">
              {entry.title}
            </Title>
            {csvEndpoint && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading}
                onClick={() => void download()}
              >
                Download CSV
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {entry.description}
          </Text>
        </Stack>
        <ReportFilters entry={entry} filters={filters} today={today} onChange={change} />
        {Page && (
          <Suspense fallback={<Loader aria-label="Loading the report" />}>
            <Page filters={filters} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
