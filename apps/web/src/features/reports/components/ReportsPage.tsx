import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { REPORT_CATALOGUE } from '@fairplay/contracts';
import { NotFoundPage } from '../../not-found';
import { ReportFrame } from './ReportFrame';

/** /private/reports and /private/reports/:report: the list of reports, or one report with its filters. */
export function ReportsPage() {
  const { report } = useParams();
  if (report !== undefined) {
    const entry = REPORT_CATALOGUE.find((item) => item.key === report);
    return entry ? <ReportFrame entry={entry} /> : <NotFoundPage />;
  }
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Reports
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {REPORT_CATALOGUE.map((entry) => (
            <Paper key={entry.key} withBorder p="md" radius="md">
              <Stack gap={4}>
                <Anchor component={Link} to={`/private/reports/${entry.key}`} fw={600} size="lg">
                  {entry.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {entry.description}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
