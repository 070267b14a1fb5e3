import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { DemoModalProvider, LazyDemoModal } from '../../features/marketing-forms';
import { Footer } from './Footer';
import { PublicHeader } from './PublicHeader';
import { MAIN_ID, SkipLink } from './SkipLink';

export function PublicLayout() {
  return (
    <DemoModalProvider>
      <SkipLink />
      <PublicHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <LazyDemoModal />
    </DemoModalProvider>
  );
}
