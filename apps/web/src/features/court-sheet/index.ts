export { CourtSheetPage } from './components/CourtSheetPage';
export { prefetchCourtSheet } from './api/useSheetData';
export { CourtListingPage } from './components/CourtListingPage';
