import { Anchor, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { SHOP_META_LABELS, SHOP_META_NAMES, type ShopMetaName } from '@fairplay/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../not-found';
import { CatalogList } from './CatalogList';
import { ModelsPanel } from './ModelsPanel';

const TABS = ['model', ...SHOP_META_NAMES] as const;

/** /private/shop/control-panel/:metaName?: the POS back office, one tab per catalog (models first). */
export function BackOfficePage() {
  const { metaName = 'model' } = useParams();
  const navigate = useNavigate();
  if (!(TABS as readonly string[]).includes(metaName)) return <NotFoundPage />;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            POS Back Office
          </Title>
          <Anchor component={Link} to="/private/shop">
            Register
          </Anchor>
        </Group>
        <Tabs value={metaName} onChange={(value) => void navigate(`/private/shop/control-panel/${value ?? 'model'}`)}>
          <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {SHOP_META_LABELS[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {metaName === 'model' ? <ModelsPanel /> : <CatalogList key={metaName} kind={metaName as ShopMetaName} />}
      </Stack>
    </Container>
  );
}
